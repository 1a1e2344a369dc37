// The benchmark's seeded choices, so a run's choices can be replayed.
export { mulberry32 as seededRandom } from '../../src/server/seeded-random';

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}
