import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

// CommonJS, evaluated in the worker: it only needs node:sqlite and a timer.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.path, { timeout: 1000 });
const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const truncate = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)');
const timer = setInterval(() => {
  try {
    const { log } = passive.get();
    // Under constant writes a passive checkpoint never catches up with the end of the log, so the
    // WAL would only grow. Right after one, little is left to copy: truncating then holds writers
    // back for a moment only.
    if (log > workerData.truncateAfterFrames) truncate.get();
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the request thread. SQLite's automatic checkpoint runs inside the
 * committing request and fsyncs the database file, which put 10–100 ms stalls into the token
 * endpoint's tail; a worker with its own connection does the same work beside the event loop.
 * If the worker fails, the main connection checkpoints for itself again.
 */
export function startCheckpointer(
  db: DatabaseSync,
  path: string,
  onError: (message: string) => void,
  intervalMs = 1000,
  truncateAfterFrames = 4096,
): Checkpointer {
  db.exec('PRAGMA wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, intervalMs, truncateAfterFrames } });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping = false;
  const fallBack = () => {
    if (!stopping && db.isOpen) db.exec('PRAGMA wal_autocheckpoint = 1000');
  };
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => {
    onError(String(error));
    fallBack();
  });
  worker.on('exit', fallBack);

  return {
    async stop() {
      stopping = true;
      // Unreferenced, the worker would let a process with nothing else to do exit in the middle of
      // close(); while stopping, it must keep the process alive until it has closed its database.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
