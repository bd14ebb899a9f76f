import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (Node has no sysconf; 100 on every Linux we run). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

interface ProcessStat {
  pid: number;
  ppid: number;
  /** utime + stime of the process (all its threads) and of its children it has reaped, in ticks. */
  ticks: number;
}

/**
 * `/proc/<pid>/stat`: the fields after the command's closing parenthesis (the command may hold
 * spaces and parentheses). Fields 4 (ppid) and 14–17 (utime, stime, cutime, cstime) of proc(5).
 */
export function parseStat(pid: number, text: string): ProcessStat | undefined {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): field n is fields[n - 3].
  const number = (n: number) => Number(fields[n - 3]);
  if (fields.length < 15) return undefined;
  return { pid, ppid: number(4), ticks: number(14) + number(15) + number(16) + number(17) };
}

function readStats(): ProcessStat[] {
  const stats: ProcessStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseStat(Number(name), readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (stat) stats.push(stat);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return stats;
}

/** CPU milliseconds so far of each root and every process under it, per root. */
export function treeCpuMs(roots: readonly number[]): number[] {
  const stats = readStats();
  const children = new Map<number, ProcessStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const byPid = new Map(stats.map((stat) => [stat.pid, stat]));
  return roots.map((root) => {
    let ticks = 0;
    const queue = [byPid.get(root)].filter((stat) => stat !== undefined);
    for (let stat = queue.pop(); stat !== undefined; stat = queue.pop()) {
      ticks += stat.ticks;
      queue.push(...(children.get(stat.pid) ?? []));
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  });
}

/** The processes a configuration's CPU is counted over, by role: the API's instances, PostgreSQL. */
export interface CpuRoots {
  api: number[];
  /** The postmaster: its backends are its children (an ended one's time is in the postmaster's cutime). */
  database: number[];
}

export interface CpuSpent {
  apiMs: number;
  databaseMs: number;
}

/** Starts counting: the returned function answers the CPU each role spent since. */
export function startCpuCount(roots: CpuRoots): () => CpuSpent {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const at = () => ({ api: sum(treeCpuMs(roots.api)), database: sum(treeCpuMs(roots.database)) });
  const before = at();
  return () => {
    const after = at();
    return { apiMs: after.api - before.api, databaseMs: after.database - before.database };
  };
}
