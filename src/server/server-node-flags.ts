/**
 * Node flags of a hosted game server process: `npm run server` passes them (package.json), and
 * the benchmark's server processes, which stand for it, are started with them.
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to 64 MB per semi-space instead
 * of 16. Under load hundreds of requests are in flight, each holding its objects until its
 * statements answer; a small young generation is scavenged while they are still alive, copies
 * them, and promotes the twice-survivors to the old generation, whose collection costs more.
 * Measured in seven interleaved pairs of `npm run bench -- --quick --players 400`: 10 % more
 * game calls a second and 9 % less CPU per call (BENCHMARKS.md, issue #20, item 35). The
 * desktop app's embedded server serves one player and keeps V8's defaults.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
