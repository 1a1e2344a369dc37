// Asks PostgreSQL how it runs a captured statement: the tables its plan reads whole (EXPLAIN,
// never executed), or how many rows of a table it read (EXPLAIN ANALYZE).
import type { Client } from 'pg';
import type { CapturedStatement } from './query-capture';

/** Statements EXPLAIN accepts; transaction control, SET and the like have no plan. */
const PLANNABLE = /^\s*(select|insert|update|delete|with)\b/i;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** Under EXPLAIN ANALYZE only, as are the counts below. */
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}

/** The statement's plan (run as well under `analyze`), node by node. */
async function planNodes(
  client: Client,
  statement: CapturedStatement,
  options: string,
): Promise<PlanNode[]> {
  const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `explain (${options}) ${statement.text}`,
    statement.values,
  );
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(rows[0]!['QUERY PLAN'][0]!.Plan);
  return nodes;
}

export const plannable = (statement: CapturedStatement) => PLANNABLE.test(statement.text);

/** Reads that EXPLAIN ANALYZE may run without changing anything or taking a lock. */
export const readOnly = (statement: CapturedStatement) =>
  /^\s*(select|with)\b/i.test(statement.text) &&
  !/\b(insert|update|delete|for\s+(update|share|no\s+key\s+update))\b/i.test(statement.text);

/** The tables a sequential scan in the statement's plan reads. */
export async function sequentiallyScannedTables(
  client: Client,
  statement: CapturedStatement,
): Promise<string[]> {
  return (await planNodes(client, statement, 'format json'))
    .filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'])
    .map((node) => node['Relation Name']!);
}

/**
 * Rows of `table` the statement read when run (EXPLAIN ANALYZE): kept or removed, through
 * the table or through a bitmap scan of one of its indexes (named `<table>_...`).
 */
export async function rowsRead(
  client: Client,
  statement: CapturedStatement,
  table: string,
): Promise<number> {
  const onTable = (node: PlanNode) =>
    node['Relation Name'] === table ||
    (node['Node Type'] === 'Bitmap Index Scan' &&
      (node['Index Name'] ?? '').startsWith(`${table}_`));
  return (await planNodes(client, statement, 'analyze, format json'))
    .filter(onTable)
    .reduce((read, node) => read + rowsOf(node), 0);
}

/**
 * Rows every node of the statement's plan handled when run (EXPLAIN ANALYZE): produced, or
 * removed by a filter, a join filter or a recheck, in every loop. A plan that compares each row
 * of one list with each row of another shows it here even when each table is read once.
 */
export async function rowsHandled(client: Client, statement: CapturedStatement): Promise<number> {
  return (await planNodes(client, statement, 'analyze, format json')).reduce(
    (handled, node) =>
      handled + rowsOf(node) + (node['Rows Removed by Join Filter'] ?? 0) * loops(node),
    0,
  );
}

/**
 * The statements that handled more than `most` rows each (see rowsHandled), described for an
 * assertion's message. Each is run in a transaction rolled back after it: what a write changes
 * or locks is undone.
 */
export async function statementsHandlingMoreThan(
  client: Client,
  statements: readonly CapturedStatement[],
  most: number,
): Promise<string[]> {
  const tooMany: string[] = [];
  for (const statement of statements) {
    await client.query('begin');
    try {
      const handled = await rowsHandled(client, statement);
      if (handled > most)
        tooMany.push(`${handled} rows: ${statement.text.replace(/\s+/g, ' ').slice(0, 200)}`);
    } finally {
      await client.query('rollback');
    }
  }
  return tooMany;
}

const loops = (node: PlanNode) => node['Actual Loops'] ?? 1;

/** Rows a node produced or removed by its filter or recheck, in all its loops. */
const rowsOf = (node: PlanNode) =>
  ((node['Actual Rows'] ?? 0) +
    (node['Rows Removed by Filter'] ?? 0) +
    (node['Rows Removed by Index Recheck'] ?? 0)) *
  loops(node);

/** Tables holding more rows than `atLeast` (by the planner's own estimate, after ANALYZE). */
export async function largeTables(client: Client, atLeast: number): Promise<string[]> {
  const { rows } = await client.query<{ relname: string }>(
    `select relname from pg_class
     where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= $1
     order by relname`,
    [atLeast],
  );
  return rows.map((row) => row.relname);
}
