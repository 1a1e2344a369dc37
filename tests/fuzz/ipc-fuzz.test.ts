// A short, fixed-seed run of the IPC fuzzer (scripts/fuzz/ipc): generated messages on every
// channel of the contract, and on made-up ones, sent to the desktop core's `invoke` against a
// real in-process server. Every answer is an IpcResult; a message the contract refuses gets
// `invalid_request` and reaches neither the server nor the shell; nothing the core sends is
// answered 5xx, nor 422 (but by the server's email and password rules on sign-in and
// registration); only http(s) links are opened. `npm run fuzz` runs 20,000 of them.
import { describe, expect, it } from 'vitest';
import { runIpcFuzzAgainstRealServer } from '../../scripts/fuzz/ipc/ipc-fuzz-server';
import { IPC_CHANNEL_NAMES } from '../../src/shared/ipc';

const SEED = 20261121;
const INVOCATIONS = 2500;

describe('IPC fuzz (fixed seed)', () => {
  it(`answers ${INVOCATIONS} generated messages with IpcResults and lets no malformed one through`, async () => {
    console.log(`IPC fuzz seed ${SEED}`);
    const report = await runIpcFuzzAgainstRealServer({ invocations: INVOCATIONS, seed: SEED });

    expect(report.failures).toEqual([]);
    expect(report.ledgerViolations).toEqual([]);
    expect(report.invocations).toBe(INVOCATIONS);
    expect(report.outcomes.get('invalid_request')).toBeGreaterThan(INVOCATIONS / 4);
    // Most channels were also answered for real, so the refusals are not all the fuzzer saw.
    expect(report.answeredChannels.size).toBeGreaterThanOrEqual(IPC_CHANNEL_NAMES.length - 8);
  });
});
