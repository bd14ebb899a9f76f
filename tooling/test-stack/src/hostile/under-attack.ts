// One attack against the portal while the resident's journey runs beside it: the journey's calls
// during the attack, and the operator API's connections before and after it.
import { establishedOn } from './api-sockets.ts';
import { runInChild } from './attack-child.ts';
import type { Attack, AttackResult } from './attacks.ts';
import { percentile, residentJourney, type JourneyCall } from './journey.ts';
import type { HostileStack } from './processes.ts';

/** design.md §4: the journey's p99 per call under hostile traffic, and how soon sockets are back. */
export const HOSTILE_BUDGETS = { journeyP99Ms: 250, socketsBackWithinMs: 5_000 };

export interface AttackMeasurement extends AttackResult {
  attack: string;
  /** The journey's calls made while the attack ran. */
  calls: JourneyCall[];
  p99Ms: number;
  /** Passes of the journey that completed during the attack. */
  passes: number;
  /** Errors of journey passes (a call that failed, or could not be made). */
  failures: string[];
  /** The API's connections above its baseline 5 s after the attack (0: all back). */
  socketsLeft: number;
  socketsBackMs: number;
}

export async function measureUnderAttack(stack: HostileStack, attack: Attack): Promise<AttackMeasurement> {
  const journey = residentJourney(stack.portal.url);
  const apiPorts = stack.apis.map((api) => api.port);
  const connections = () => apiPorts.reduce((sum, port) => sum + establishedOn(port), 0);
  try {
    // A warm-up pass: the portal's pools and the API's caches are what a running portal has.
    await journey.run();
    const baseline = connections();
    journey.calls.length = 0;
    let attacking = true;
    const failures: string[] = [];
    let passes = 0;
    const running = runInChild(attack, stack.portal.url).finally(() => {
      attacking = false;
    });
    // Passes back to back for as long as the attack lasts (at least one): the first signs in
    // again, the others are what a signed-in resident does (a sign-in costs a password hash, far
    // more than any other call, and a resident signs in once).
    do {
      try {
        await (passes === 0 ? journey.run() : journey.activity());
        passes++;
      } catch (error) {
        failures.push(describe(error));
      }
    } while (attacking);
    const result = await running;
    const calls = [...journey.calls];
    await journey.close();
    const back = await socketsBackToBaselineOf(apiPorts, baseline, HOSTILE_BUDGETS.socketsBackWithinMs);
    return {
      attack: attack.name,
      ...result,
      calls,
      p99Ms: percentile(calls, 99),
      passes,
      failures,
      socketsLeft: back.left,
      socketsBackMs: back.afterMs,
    };
  } finally {
    await journey.close();
  }
}

/** An error and its cause ('fetch failed: other side closed (UND_ERR_SOCKET)'). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { message?: string; code?: string } | undefined;
  return cause ? `${error.message}: ${cause.message ?? ''}${cause.code ? ` (${cause.code})` : ''}` : error.message;
}

async function socketsBackToBaselineOf(ports: number[], baseline: number, withinMs: number) {
  // Several instances: the sum over their ports.
  const started = Date.now();
  for (;;) {
    const left = Math.max(0, ports.reduce((sum, port) => sum + establishedOn(port), 0) - baseline);
    const afterMs = Date.now() - started;
    if (left === 0 || afterMs >= withinMs) return { left, afterMs };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The suite's table: attack → requests sent → journey p99 → sockets left. */
export function formatAttackTable(rows: readonly AttackMeasurement[]): string {
  const header = [
    'attack',
    'requests sent',
    'journey calls',
    'journey p99',
    'slowest calls',
    'API sockets left (5 s after)',
    'answers to the attacker',
  ];
  const body = rows.map((row) => [
    row.attack,
    String(row.sent),
    `${row.calls.length} (${row.passes} passes)`,
    `${row.p99Ms.toFixed(0)} ms`,
    [...row.calls]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 2)
      .map((call) => `${call.call.replace('/api/v3/', '')} ${call.ms.toFixed(0)} ms`)
      .join(', '),
    `${row.socketsLeft} (back in ${(row.socketsBackMs / 1000).toFixed(1)} s)`,
    Object.entries(row.answers)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}×${n}`)
      .join(' '),
  ]);
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...body.map(line)].join('\n');
}
