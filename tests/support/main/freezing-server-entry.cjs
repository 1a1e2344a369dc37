// A game server process that starts, says it is ready and that it will give a sign of life
// every 100 ms, gives two, then stops responding for good: its event loop spins, as PGlite's
// does after a PANIC (a full disk at a commit). Run under the stand-in for Electron's
// utilityProcess (parent-port-shim.cjs provides process.parentPort). It ignores SIGTERM, as the
// real server does while its event loop is stuck (its SIGTERM handler never runs).
const { createServer } = require('node:http');

process.on('SIGTERM', () => undefined);
const server = createServer((_request, response) => response.end('{}'));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.parentPort.postMessage({
    type: 'ready',
    url: `http://127.0.0.1:${port}`,
    aliveEveryMs: 100,
  });
  let signs = 0;
  const beat = setInterval(() => {
    process.parentPort.postMessage({ type: 'alive' });
    signs += 1;
    if (signs < 2) return;
    clearInterval(beat);
    for (;;) {
      // Stuck.
    }
  }, 100);
});
