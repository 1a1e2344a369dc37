// A short, fixed-seed run of the HTTP fuzzer (scripts/fuzz) on both engines: every endpoint of
// the OpenAPI document gets well-formed, hostile and stray requests; none may answer 5xx,
// refuse without {"detail"}, move a coin while refusing, accept a bad token or serve another
// player's round or quest; the ledger audit passes. `npm run fuzz` runs 100,000 of them.
import { expect, it } from 'vitest';
import { FUZZ_SETTING_OVERRIDES } from '../../scripts/fuzz/http/fuzz-app';
import { runHttpFuzz } from '../../scripts/fuzz/http/http-fuzzer';
import { Random } from '../../scripts/fuzz/common/random';
import { describeEachEngine } from '../support';

const SEED = 20261121;
const REQUESTS = 1000;
const game = new Random(SEED);

describeEachEngine(
  'HTTP fuzz (fixed seed)',
  (ctx) => {
    it(`answers ${REQUESTS} generated requests over every endpoint without a 5xx or a moved coin`, async () => {
      console.log(`HTTP fuzz seed ${SEED} on ${ctx.engine}`);
      const report = await runHttpFuzz({
        app: ctx.app,
        clock: ctx.clock,
        requests: REQUESTS,
        seed: SEED,
      });

      expect(report.failures).toEqual([]);
      expect(report.ledgerViolations).toEqual([]);
      expect([...report.statuses.keys()].filter((status) => status >= 500)).toEqual([]);
      const unreached = [...report.byEndpoint.entries()].filter(([, counts]) => counts.total === 0);
      expect(unreached.map(([name]) => name)).toEqual([]);
      expect(report.byEndpoint.size).toBeGreaterThanOrEqual(30);
      expect(report.requests).toBe(REQUESTS);
    });
  },
  {
    settings: FUZZ_SETTING_OVERRIDES,
    clockStart: new Date('2032-03-01T08:00:00Z'),
    random: () => game.next(),
  },
);
