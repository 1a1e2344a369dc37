// Asks PostgreSQL how it would run a captured statement (EXPLAIN, never executed) and lists the
// tables the plan reads whole.
import type { Client } from 'pg';
import type { CapturedStatement } from './query-capture';

/** Statements EXPLAIN accepts; transaction control, SET and the like have no plan. */
const PLANNABLE = /^\s*(select|insert|update|delete|with)\b/i;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

export const plannable = (statement: CapturedStatement) => PLANNABLE.test(statement.text);

/** The tables a sequential scan in the statement's plan reads. */
export async function sequentiallyScannedTables(
  client: Client,
  statement: CapturedStatement,
): Promise<string[]> {
  const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `explain (format json) ${statement.text}`,
    statement.values,
  );
  const scanned: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'])
      scanned.push(node['Relation Name']);
    node.Plans?.forEach(walk);
  };
  walk(rows[0]!['QUERY PLAN'][0]!.Plan);
  return scanned;
}

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
