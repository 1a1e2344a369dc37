// A game server process that starts, says it is ready, and crashes on its first request, every
// time: what the supervisor sees of a server with a fault that shows only once it is used (a
// query that aborts the database engine, a native module that fails on first use). Run under the
// stand-in for Electron's utilityProcess (parent-port-shim.cjs provides process.parentPort).
const { createServer } = require('node:http');

const server = createServer(() => process.exit(70));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.parentPort.postMessage({ type: 'ready', url: `http://127.0.0.1:${port}` });
});
// Asked to stop (the app quits, or the test is done): it does, as the real server does.
process.parentPort.on('message', ({ data }) => {
  if (data?.type === 'stop') server.close(() => process.exit(0));
});
