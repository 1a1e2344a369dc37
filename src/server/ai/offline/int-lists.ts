/**
 * Compressed-row storage of a list of small integer lists: list `i` is
 * `values[start[i]] .. values[start[i + 1] - 1]`. About a tenth of the memory of one JS
 * array per synset, which matters with 118,000 synsets.
 */
export class IntLists {
  private readonly start: Uint32Array;
  private readonly values: Uint32Array;

  constructor(lists: readonly (readonly number[])[]) {
    this.start = new Uint32Array(lists.length + 1);
    let total = 0;
    lists.forEach((list, i) => {
      total += list.length;
      this.start[i + 1] = total;
    });
    this.values = new Uint32Array(total);
    lists.forEach((list, i) => this.values.set(list, this.start[i]));
  }

  get(index: number): Uint32Array {
    return this.values.subarray(this.start[index], this.start[index + 1]);
  }
}
