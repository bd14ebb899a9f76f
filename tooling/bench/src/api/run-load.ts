import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load-job.ts';

const CHILD = fileURLToPath(new URL('./load-child.ts', import.meta.url));
/** Past warm-up and duration the child gets this long to report before it is killed. */
const GRACE_MS = 30_000;

type Answer = { result: LoadResult } | { error: string };

/** Runs one load job in a separate process and returns its figures; the child always ends. */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  const child = fork(CHILD, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const limitMs = (job.warmupSeconds + job.durationSeconds) * 1000 + GRACE_MS;
  return new Promise<LoadResult>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The load process did not finish within ${limitMs} ms`));
    }, limitMs);
    child.once('message', (answer: Answer) => ('result' in answer ? resolve(answer.result) : reject(new Error(answer.error))));
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`The load process exited with ${code}`));
    });
    child.send(job);
  });
}
