// "While you were away" (issue 14, item 5): app cores against the real game server over HTTP, on
// PGlite and PostgreSQL. Results finalized while the app is stopped are announced at the next
// start (one or two: one notification each; three or more: one summary), once: not at the start
// after, and by only one of two machines signed in to the same account.
import { afterEach, expect, it } from 'vitest';
import { MemoryStore } from '../../src/main/core/memory-store';
import { awaySummary, resultsPath } from '../../src/main/core/results/finished-results';
import { describeEachEngine, type RegisteredPlayer } from '../support';
import { finalizeSet, registerCast, type Cast } from '../support/finalized-results';
import { testCore } from '../support/main/test-core';

type Harness = ReturnType<typeof testCore>;
const running: Harness[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((harness) => harness.core.stop()));
});

const CLAIMED = 'Finished results announced';
/** The sets the window heard of as finished, in id order. */
const finishedIds = (harness: Harness) =>
  harness
    .eventsNamed('result:finished')
    .map((result) => result.phraseset_id)
    .sort();
const claims = (harness: Harness) => harness.logs.filter((line) => line.includes(CLAIMED));
const perResult = (promptText: string) =>
  `“${promptText}” has been finalized. See how your phrase did.`;

describeEachEngine(
  'results that came in while the app was away',
  (ctx) => {
    let cast: Cast;

    /** An app core ("machine") with its own store, talking to the suite's server. */
    const machine = async (store: MemoryStore, fetchImpl: typeof fetch = fetch) => {
      const url = await ctx.listen();
      const harness = testCore({ store, fetch: fetchImpl, resolveServerUrl: async () => url });
      running.push(harness);
      return harness;
    };

    /** Signs in on a new machine, lets its first dashboard arrive, and stops it. */
    const signedInMachine = async (player: RegisteredPlayer) => {
      const store = new MemoryStore();
      const harness = await machine(store);
      const login = await harness.core.invoke('session:login', {
        email: player.email,
        password: player.password,
      });
      expect(login.ok).toBe(true);
      await expect.poll(() => harness.eventsNamed('dashboard:updated').length).toBe(1);
      await harness.core.stop();
      return store;
    };

    /** Starts the app again on `store` and waits until its start-up claim was answered. */
    const restart = async (store: MemoryStore, fetchImpl?: typeof fetch) => {
      const harness = await machine(store, fetchImpl);
      await harness.core.start();
      await expect.poll(() => claims(harness).length).toBe(1);
      return harness;
    };

    const finalizeSets = async (author: RegisteredPlayer, count: number) => {
      cast ??= await registerCast(ctx);
      const sets: string[] = [];
      for (let i = 0; i < count; i += 1) sets.push(await finalizeSet(ctx, author, cast));
      return sets;
    };

    const pendingOf = async (player: RegisteredPlayer) => {
      const reply = await ctx.app.inject({
        method: 'GET',
        url: '/player/pending-results',
        headers: player.headers,
      });
      return reply.json<{ pending: { phraseset_id: string; prompt_text: string }[] }>().pending;
    };

    it.each([1, 2])('%i result(s): one notification each, opening that result', async (count) => {
      const player = await ctx.registerPlayer();
      const store = await signedInMachine(player);
      const sets = await finalizeSets(player, count);

      const next = await restart(store);
      const pending = await pendingOf(player);
      expect(next.notifications.map((n) => n.body)).toEqual(
        pending.map((result) => perResult(result.prompt_text)),
      );
      expect(finishedIds(next)).toEqual([...sets].sort());
      expect(next.tray.alert).toBe(true);
      next.notifications[0]?.onClick();
      expect(next.eventsNamed('app:navigate')).toEqual([
        { path: resultsPath(pending[0]!.phraseset_id) },
      ]);
      expect(next.desktop.focused).toBe(1);
      await next.core.stop();

      const after = await restart(store);
      expect(after.notifications).toEqual([]);
      expect(after.eventsNamed('result:finished')).toEqual([]);
    });

    it('three results: one summary opening /results, and nothing at the start after', async () => {
      const player = await ctx.registerPlayer();
      const store = await signedInMachine(player);
      await finalizeSets(player, 3);

      const next = await restart(store);
      expect(next.notifications.map((n) => n.body)).toEqual([awaySummary(3)]);
      expect(awaySummary(3)).toBe('3 results came in while you were away');
      expect(next.eventsNamed('result:finished')).toHaveLength(3);
      expect(next.tray.alert).toBe(true);
      next.notifications[0]?.onClick();
      expect(next.eventsNamed('app:navigate')).toEqual([{ path: '/results' }]);
      await next.core.stop();

      const after = await restart(store);
      expect(after.notifications).toEqual([]);
      // The results still wait to be viewed: the tray keeps alerting without a new notice.
      await expect.poll(() => after.tray.alert).toBe(true);
    });

    it('two machines with one account: each result is announced by exactly one', async () => {
      const player = await ctx.registerPlayer();
      const stores = [await signedInMachine(player), await signedInMachine(player)];
      const away = await finalizeSets(player, 3);

      const machines = await Promise.all(stores.map((store) => restart(store)));
      const announcedAway = machines.flatMap((m) => m.eventsNamed('result:finished'));
      expect(announcedAway.map((r) => r.phraseset_id).sort()).toEqual([...away].sort());
      // Three came in while away, all taken by one of them (one claim marks all it finds).
      expect(machines.flatMap((m) => m.notifications).map((n) => n.body)).toEqual([awaySummary(3)]);

      // While both run: new results, both dashboards refreshed at once.
      const live = await finalizeSets(player, 2);
      await Promise.all(machines.map((m) => m.core.invoke('app:refreshDashboard', undefined)));
      await expect.poll(() => machines.map((m) => claims(m).length)).toEqual([2, 2]);
      const announced = machines.flatMap((m) => m.eventsNamed('result:finished'));
      expect(announced.map((r) => r.phraseset_id).sort()).toEqual([...away, ...live].sort());
      expect(machines.flatMap((m) => m.notifications)).toHaveLength(3);
    });

    it('with notifications turned off nothing is shown, and nothing is shown later either', async () => {
      const player = await ctx.registerPlayer();
      const store = await signedInMachine(player);
      const setup = await machine(store);
      await setup.core.invoke('app:setSettings', { notificationsEnabled: false });
      const sets = await finalizeSets(player, 3);

      const next = await restart(store);
      expect(next.notifications).toEqual([]);
      // The window still hears of them and the tray alerts: they count as announced.
      expect(finishedIds(next)).toEqual([...sets].sort());
      expect(next.tray.alert).toBe(true);
      await next.core.stop();

      await setup.core.invoke('app:setSettings', { notificationsEnabled: true });
      const after = await restart(store);
      expect(after.notifications).toEqual([]);
    });

    it("a server without the announce call: this machine's record keeps restarts quiet", async () => {
      // An older server: the call is not there (the real server answers 404 for the path).
      const olderServer = (async (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(String(input));
        url.pathname = url.pathname.replace('/player/results/announce', '/player/no-such-call');
        return fetch(url, init);
      }) as typeof fetch;
      const player = await ctx.registerPlayer();
      const store = await signedInMachine(player);
      await finalizeSets(player, 2);

      const next = await restart(store, olderServer);
      expect(next.notifications).toHaveLength(2);
      expect(claims(next)).toEqual([expect.stringContaining('claimed on this machine')]);
      await next.core.stop();
      const after = await restart(store, olderServer);
      expect(after.notifications).toEqual([]);
    });
  },
  // Each set waits out the minimum voting window on the server's test clock: a short one keeps
  // the access tokens of the suite's players valid through all of them.
  { settings: { vote_minimum_window_seconds: 1 } },
);
