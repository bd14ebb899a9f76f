import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

// CommonJS, evaluated in the worker: it only needs node:sqlite and a timer.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.path, { timeout: 1000 });
const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let timer;
const later = () => { timer = setTimeout(checkpoint, workerData.intervalMs); };
function checkpoint() {
  try {
    let { log, checkpointed } = passive.get();
    // Under constant writes a passive checkpoint never reaches the end of the log, so the WAL would
    // only grow. What was written while one copied is copied again until little is left; then the
    // request thread restarts the log itself (a moment's work) and says when to go on.
    if (log > workerData.restartAfterFrames) {
      for (let round = 0; round < 8 && log - checkpointed > workerData.remainderFrames; round += 1) ({ log, checkpointed } = passive.get());
      return parentPort.postMessage({ restart: true });
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
  later();
}
parentPort.on('message', (message) => {
  if (message === 'continue') return later();
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
later();
`;

/** Frames (pages) the request thread may have left to copy when it restarts the log: about 1 MiB. */
const REMAINDER_FRAMES = 256;

export interface Checkpointer {
  /** How often the log was restarted from its beginning (for tests). */
  readonly restarts: number;
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the request thread. SQLite's automatic checkpoint runs inside the
 * committing request and fsyncs the database file, which put 10–100 ms stalls into the token
 * endpoint's tail; a worker with its own connection copies the pages beside the event loop.
 * Only restarting the log needs the writer's lock: the request thread does that short step itself
 * between two requests. (Taken by the worker, the lock made the next request's BEGIN sleep in
 * SQLite's busy handler, whose 1, 2, 5, 10… ms naps doubled the wait.)
 * If the worker fails, the main connection checkpoints for itself again.
 */
export function startCheckpointer(
  db: DatabaseSync,
  path: string,
  onError: (message: string) => void,
  intervalMs = 1000,
  restartAfterFrames = 4096,
): Checkpointer {
  db.exec('PRAGMA wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { path, intervalMs, restartAfterFrames, remainderFrames: REMAINDER_FRAMES },
  });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping = false;
  const fallBack = () => {
    if (!stopping && db.isOpen) db.exec('PRAGMA wal_autocheckpoint = 1000');
  };
  const restart = db.prepare('PRAGMA wal_checkpoint(RESTART)');
  let restarts = 0;
  worker.on('message', (message: { error?: string; restart?: boolean }) => {
    if (message.error) onError(message.error);
    if (!message.restart || stopping || !db.isOpen) return;
    try {
      restart.get();
      restarts += 1;
    } catch (error) {
      onError(String(error));
    }
    worker.postMessage('continue');
  });
  worker.on('error', (error) => {
    onError(String(error));
    fallBack();
  });
  worker.on('exit', fallBack);

  return {
    get restarts() {
      return restarts;
    },
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
