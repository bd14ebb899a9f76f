import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadMessage, LoadResult } from './load-job.ts';
import { startCpuCount, type CpuRoots, type CpuSpent } from './process-cpu.ts';

const CHILD = fileURLToPath(new URL('./load-child.ts', import.meta.url));
/** Past warm-up and duration the child gets this long to report before it is killed. */
const GRACE_MS = 30_000;

/**
 * Runs one load job in a separate process and returns its figures; the child always ends. With
 * `cpuRoots`, the CPU those processes spent from the end of the warm-up to the figures, per request.
 */
export function runLoad(job: LoadJob, cpuRoots?: CpuRoots): Promise<LoadResult> {
  const child = fork(CHILD, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const limitMs = (job.warmupSeconds + job.durationSeconds) * 1000 + GRACE_MS;
  let cpuSince: (() => CpuSpent) | undefined;
  return new Promise<LoadResult>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The load process did not finish within ${limitMs} ms`));
    }, limitMs);
    child.on('message', (answer: LoadMessage) => {
      if ('measuring' in answer) {
        if (cpuRoots) cpuSince = startCpuCount(cpuRoots);
      } else if ('result' in answer) {
        const spent = cpuSince?.();
        const { result } = answer;
        const perRequest = (ms: number) => (result.requests > 0 ? ms / result.requests : 0);
        resolve(
          spent
            ? {
                ...result,
                cpu: { apiMsPerRequest: perRequest(spent.apiMs), databaseMsPerRequest: perRequest(spent.databaseMs) },
              }
            : result,
        );
      } else reject(new Error(answer.error));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`The load process exited with ${code}`));
    });
    child.send(job);
  });
}
