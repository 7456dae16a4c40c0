// Runs src/worker/solver-worker.ts in a Node worker thread as if it were a Web Worker: the worker's
// global postMessage and 'message' events are bridged to worker_threads' parentPort. Started by
// test/node/solver-worker.node.test.ts.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// TypeScript in this thread too (a worker thread does not inherit the parent's loader hooks).
register();

globalThis.postMessage = (message) => parentPort.postMessage(message);
globalThis.addEventListener = (type, listener) => {
  if (type === 'message') parentPort.on('message', (data) => listener({ data }));
};
await import('../../src/worker/solver-worker.ts');
