// A game that has been running for a long time, written straight into a PostgreSQL database so
// that reads can be tried against the table sizes of a big hosted server: many players, a
// million finalized sets, and the rounds, votes and ledger entries around them. Rows are made
// by the database itself (generate_series), with foreign-key triggers off while filling: the
// copy and vote rounds of the old sets are named but not stored, which changes nothing for the
// plans and indexes being tried. Every ledger entry is mirrored in the account balances, so the
// books stay balanced and the ledger audit still applies.
import { Client } from 'pg';

export interface LargeGameSize {
  /** Finalized sets of other players. */
  sets: number;
  /** Players who wrote, copied and voted on them. */
  players: number;
}

/** The figures the fill reached, counted back from the tables. */
export interface LargeGameCounts {
  phrasesets: number;
  rounds: number;
  votes: number;
  ledgerEntries: number;
  players: number;
}

export async function fillLargeGame(url: string, size: LargeGameSize): Promise<LargeGameCounts> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    // Owner-only switch: foreign keys are enforced by triggers, which replica mode skips.
    await client.query('set local session_replication_role = replica');
    for (const statement of fillStatements(size)) await client.query(statement);
    await client.query('commit');
    await client.query('analyze');
    const { rows } = await client.query<Record<keyof LargeGameCounts, string>>(
      `select (select count(*) from phrasesets) as "phrasesets",
              (select count(*) from rounds) as "rounds",
              (select count(*) from votes) as "votes",
              (select count(*) from ledger_entries) as "ledgerEntries",
              (select count(*) from players) as "players"`,
    );
    const counts = rows[0]!;
    return {
      phrasesets: Number(counts.phrasesets),
      rounds: Number(counts.rounds),
      votes: Number(counts.votes),
      ledgerEntries: Number(counts.ledgerEntries),
      players: Number(counts.players),
    };
  } finally {
    await client.end();
  }
}

/** The first hex digit of each kind of generated id. */
const KINDS = {
  'prompt-round': 1,
  'copy1-round': 2,
  'copy2-round': 3,
  set: 4,
  vote: 5,
  'vote-round': 6,
  entry: 7,
} as const;

/**
 * Generated ids count up within their kind, so every insert lands at the end of its index
 * instead of at a random place: a million rows take seconds rather than minutes.
 */
const bulkId = (kind: number, number: string) =>
  `('b${kind}' || lpad(to_hex(${number}), 30, '0'))::uuid`;

/** Consecutive sets written by one player (and copied and voted on by the same others). */
const SETS_PER_RUN = 50;

/**
 * Player `i` (1-based) has id bulkId(0, i); the sets of run `k` were written by player k mod P,
 * copied by the next two and voted on by the third after them; set `s` was finalized on day
 * s mod 400.
 */
function fillStatements({ sets, players }: LargeGameSize): string[] {
  // Sets come in runs of SETS_PER_RUN with the same players, so that the player indexes, like
  // the id indexes, grow at a few places instead of at a random one per row.
  const player = (offset: number) =>
    bulkId(0, `((s - 1) / ${SETS_PER_RUN} + ${offset}) % ${players} + 1`);
  const setId = (kind: keyof typeof KINDS) => bulkId(KINDS[kind], 's');
  const day = `(timestamptz '2025-01-01' + ((s % 400) || ' days')::interval)`;
  return [
    `insert into players (id, username, email, password_hash, pseudonym, created_at)
       select ${bulkId(0, 'i')}, 'bulk_' || i, 'bulk_' || i || '@example.test',
              'not-a-hash', 'Bulk Player ' || i, timestamptz '2025-01-01'
       from generate_series(1, ${players}) i`,
    `insert into accounts (id, kind, balance, created_at)
       select 'player:' || ${bulkId(0, 'i')}, 'player', 0, timestamptz '2025-01-01'
       from generate_series(1, ${players}) i`,
    // The prompt round of every set; its copy rounds are named by the set only.
    `insert into rounds (id, player_id, round_type, status, cost, created_at, expires_at, ended_at,
                         prompt_id, prompt_text, phrase)
       select ${setId('prompt-round')}, ${player(0)}, 'prompt', 'submitted', 100, ${day},
              ${day} + interval '3 minutes', ${day} + interval '1 minute',
              coalesce((select id from prompts order by id limit 1), 'bulk-prompt'), 'A prompt from long ago', 'OLD PHRASE'
       from generate_series(1, ${sets}) s`,
    `insert into phrasesets (id, prompt_round_id, copy1_round_id, copy2_round_id,
                             original_player_id, copy1_player_id, copy2_player_id, prompt_text,
                             original_phrase, copy1_phrase, copy2_phrase, status, vote_count,
                             reserved_votes, max_votes, pool_base, closes_at, final_pool,
                             created_at, updated_at, finalized_at)
       select ${setId('set')}, ${setId('prompt-round')}, ${setId('copy1-round')},
              ${setId('copy2-round')}, ${player(0)}, ${player(1)}, ${player(2)},
              'A prompt from long ago', 'OLD PHRASE', 'AGED PHRASE', 'STALE PHRASE', 'finalized',
              1, 0, 20, 200, ${day} + interval '2 hours', 300, ${day}, ${day},
              ${day} + interval '2 hours'
       from generate_series(1, ${sets}) s`,
    `insert into votes (id, phraseset_id, player_id, round_id, vote_number, voted_phrase, correct,
                        created_at)
       select ${setId('vote')}, ${setId('set')}, ${player(3)}, ${setId('vote-round')}, 1,
              'OLD PHRASE', true, ${day} + interval '1 hour'
       from generate_series(1, ${sets}) s`,
    // One payout to each set's voter, from the house, mirrored in the balances below.
    `insert into ledger_entries (id, from_account, to_account, amount, entry_type,
                                 idempotency_key, player_id, round_id, phraseset_id, created_at)
       select ${setId('entry')}, 'house', 'player:' || ${player(3)}, 20, 'vote_payout',
              'bulk-payout:' || lpad(s::text, 10, '0'), ${player(3)}, ${setId('vote-round')}, ${setId('set')},
              ${day} + interval '2 hours'
       from generate_series(1, ${sets}) s`,
    `update accounts a set balance = a.balance + paid.total
       from (select to_account, sum(amount)::int as total from ledger_entries
             where idempotency_key like 'bulk-payout:%' group by to_account) paid
       where a.id = paid.to_account`,
    `insert into accounts (id, kind, balance, created_at)
       values ('house', 'house', -${sets * 20}, timestamptz '2025-01-01')
       on conflict (id) do update set balance = accounts.balance - ${sets * 20}`,
  ];
}
