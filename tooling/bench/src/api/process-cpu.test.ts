import { describe, expect, it } from 'vitest';
import { parseStat, startCpuCount, treeCpuMs } from './process-cpu.ts';

describe('parseStat', () => {
  it('reads ppid and utime + stime + cutime + cstime past a command holding spaces and parentheses', () => {
    const text =
      '4242 (postgres: bench (x) idle) S 17 4242 4242 0 -1 4194560 900 0 0 0 120 30 7 3 20 0 1 0 5000 1000 200';
    expect(parseStat(4242, text)).toEqual({ pid: 4242, ppid: 17, ticks: 160 });
  });
});

describe('treeCpuMs', () => {
  it('counts this process, and a count started now grows with the work done after it', () => {
    expect(treeCpuMs([process.pid])[0]).toBeGreaterThan(0);
    const since = startCpuCount({ api: [process.pid], database: [] });
    // 120 ms of this process's own CPU time, however long a busy machine makes that take.
    const from = process.cpuUsage();
    while (process.cpuUsage(from).user < 120_000);
    const spent = since();
    expect(spent.apiMs).toBeGreaterThanOrEqual(50);
    expect(spent.databaseMs).toBe(0);
  });
});
