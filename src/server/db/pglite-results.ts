// A prepared statement's answer read into PGlite's `Results`, exactly as PGlite's own
// `parseResults` reads one statement's messages, without its cost per call: it copies the
// database's whole table of type parsers (hundreds of entries) into a new object whenever the
// query brings parsers of its own, which drizzle's queries always do. That copy was 2.0 of 16 s
// of a solo simulation's work once statements were kept prepared (a CPU profile, BENCHMARKS.md).
import { types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parser = (value: string, type: number) => unknown;

/** A result column as `Results.fields` lists it. */
export interface ResultField {
  name: string;
  dataTypeID: number;
}

interface DataRow {
  fields: (string | null)[];
}

interface CommandComplete {
  text: string;
}

/** Command tags whose count is a number of rows changed (PGlite's `affectedRows`). */
const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** The columns a statement's description lists, none when the statement returns no rows. */
export function resultFields(description: BackendMessage[]): ResultField[] {
  const rowDescription = description.find((message) => message.name === 'rowDescription');
  if (!rowDescription) return [];
  return (rowDescription as unknown as { fields: ResultField[] }).fields.map((field) => ({
    name: field.name,
    dataTypeID: field.dataTypeID,
  }));
}

/** The answer of one executed statement: its rows parsed by type, its command and counts. */
export function readResults<T>(
  messages: BackendMessage[],
  fields: ResultField[],
  defaultParsers: PGlite['parsers'],
  options: QueryOptions | undefined,
): Results<T> {
  const own = options?.parsers;
  const parsers = fields.map(
    (field): Parser | undefined =>
      (own?.[field.dataTypeID] ??
        defaultParsers[field.dataTypeID] ??
        types.parsers[field.dataTypeID]) as Parser | undefined,
  );
  const parsed = (value: string | null, column: number): unknown => {
    if (value === null) return null;
    const parser = parsers[column];
    return parser ? parser(value, fields[column]!.dataTypeID) : value;
  };
  const asArrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message as unknown as DataRow).fields;
      rows.push(
        asArrays
          ? values.map(parsed)
          : Object.fromEntries(values.map((value, i) => [fields[i]!.name, parsed(value, i)])),
      );
    } else if (message.name === 'commandComplete') {
      const parts = (message as unknown as CommandComplete).text.split(' ');
      const command = parts[0]!;
      const rowCount = parseInt(parts[parts.length - 1]!, 10);
      return {
        rows: rows as T[],
        fields,
        command,
        affectedRows: AFFECTING.has(command) ? rowCount : 0,
        ...(Number.isNaN(rowCount) ? {} : { rowCount }),
      };
    }
  }
  return { affectedRows: 0, rows: [], fields: [] };
}
