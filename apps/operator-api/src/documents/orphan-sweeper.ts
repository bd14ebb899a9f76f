import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredFiles } from './stored-files.ts';

/** The names the document store gives files; anything else in the folder is not ours to delete. */
const KEY = /^[0-9a-f]{32}$/;

export interface SweepResult {
  /** Store files looked at. */
  checked: number;
  /** Orphans deleted. */
  removed: number;
}

/**
 * Deletes the store's files that no row names and that are older than `graceMs`: files written by
 * uploads that crashed (or were killed) before their rows were committed. Young files are left
 * alone, since an upload in progress writes its files before its rows.
 */
export async function sweepOrphans(
  dir: string,
  files: StoredFiles,
  graceMs: number,
  now: number,
): Promise<SweepResult> {
  const result: SweepResult = { checked: 0, removed: 0 };
  for (const name of await readdir(dir)) {
    if (!KEY.test(name)) continue;
    result.checked += 1;
    const path = join(dir, name);
    const stats = await stat(path).catch(() => undefined);
    if (!stats?.isFile() || now - stats.mtimeMs < graceMs || (await files.isKnown(name))) continue;
    await unlink(path).catch(() => undefined);
    result.removed += 1;
  }
  return result;
}

export interface OrphanSweeper {
  /** The sweep running now (the start-up one at first); failures are logged, never thrown. */
  readonly running: Promise<void>;
  /** No more sweeps; resolves when the running one is done (before the database closes). */
  stop(): Promise<void>;
}

/** Sweeps at start-up and every `everyMs` (0: only at start-up), logging what it removed. */
export function startOrphanSweeper(
  dir: string,
  files: StoredFiles,
  options: { graceMs: number; everyMs: number; now: () => number; log: (removed: SweepResult | Error) => void },
): OrphanSweeper {
  const sweep = () =>
    sweepOrphans(dir, files, options.graceMs, options.now()).then(options.log, (error: unknown) =>
      options.log(error instanceof Error ? error : new Error(String(error))),
    );
  let running = sweep();
  const timer =
    options.everyMs > 0
      ? setInterval(() => {
          running = running.then(sweep);
        }, options.everyMs)
      : undefined;
  timer?.unref();
  return {
    get running() {
      return running;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
