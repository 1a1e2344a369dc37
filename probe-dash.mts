import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { playerOverviewQuery, playerRowQuery } from './src/server/queries/player-overview';
import { liveContributionsQuery } from './src/server/queries/contributions';
import { currentRoundQuery } from './src/server/queries/current-round';
import { votableSetCondition, copyableIfWaitingCondition, waitingPromptCondition } from './src/server/db/game-conditions';
import { rowSet } from './src/server/db/row-sets';
const url = process.argv[2]!;
const client = new pg.Client(url); await client.connect();
if (process.argv[3]) await client.query(`set plan_cache_mode = ${process.argv[3]}`);
const dialect = new PgDialect();
const slot: any = new Proxy({}, { get: (_t, n) => sql.placeholder(String(n)) });
function stmt(queries: Record<string, { query: SQL; orderBy?: SQL }>): SQL {
  const cols = Object.entries(queries).map(([name, { query, orderBy }]) => sql`(select coalesce(json_agg(t${orderBy ? sql` order by ${orderBy}` : sql``}), '[]'::json) from (${query}) t) as ${sql.identifier(name)}`);
  return sql`select ${sql.join(cols, sql`, `)}`;
}
const variants: Record<string, SQL> = {
  full: stmt({ overview: playerOverviewQuery(slot), contributions: liveContributionsQuery(slot.playerId), currentRound: currentRoundQuery(slot.playerId) }),
  overviewOnly: stmt({ overview: playerOverviewQuery(slot) }),
  votableOnly: stmt({ c: rowSet(sql`select (select count(*)::int from phrasesets s where ${votableSetCondition(slot.playerId, slot.now)}) as n`) }),
  waitingOnly: stmt({ c: rowSet(sql`select count(*)::int as t, (count(*) filter (where ${copyableIfWaitingCondition(slot.playerId)}))::int as w from rounds p where ${waitingPromptCondition}`) }),
  waitingTotalOnly: stmt({ c: rowSet(sql`select count(*)::int as t from rounds p where ${waitingPromptCondition}`) }),
  trivial: stmt({ c: rowSet(sql`select 1 as n`) }),
  playerRowOnly: stmt({ overview: playerRowQuery(slot) }),
  contributionsOnly: stmt({ contributions: liveContributionsQuery(slot.playerId) }),
  currentOnly: stmt({ currentRound: currentRoundQuery(slot.playerId) }),
};
const players = (await client.query('select id from players')).rows.map((r) => r.id as string);
const now = new Date().toISOString();
let n = 0;
for (const [label, s] of Object.entries(variants)) {
  const q = dialect.sqlToQuery(s);
  const name = `probe_${n++}`;
  const run = (pid: string) => client.query({ name, text: q.sql, values: q.params.map((p: any) => ({ playerId: pid, account: `player:${pid}`, now, bonusKey: `daily_bonus:${pid}:x` } as any)[p.name]) });
  for (let i = 0; i < 50; i++) await run(players[i % players.length]!);
  const t0 = performance.now(); const N = 2000;
  for (let i = 0; i < N; i++) await run(players[i % players.length]!);
  console.log(label.padEnd(20), ((performance.now() - t0) / N).toFixed(3), 'ms per call');
}
await client.end();
