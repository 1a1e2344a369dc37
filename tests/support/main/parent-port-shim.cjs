// Preloaded into the embedded server's Node child under the stand-in Electron: gives it the
// `process.parentPort` that Electron's utilityProcess provides, over Node's IPC channel. A lost
// parent (the test process ended) becomes a stop request, so the child never outlives it.
const { EventEmitter } = require('node:events');

const port = new EventEmitter();
port.postMessage = (message) => {
  if (process.connected) process.send(message);
};
process.on('message', (data) => port.emit('message', { data }));
process.on('disconnect', () => port.emit('message', { data: { type: 'stop' } }));
process.parentPort = port;
