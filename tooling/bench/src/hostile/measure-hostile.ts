// The hostile-traffic rows (design.md §4): each attack of the suite
// (apps/portal/e2e/hostile-traffic.e2e.test.ts, the same code from @resident/test-stack/hostile)
// against the production portal server in front of the operator API, each in its own process,
// while a resident's journey runs beside it. Per attack: the journey's p99 per call against
// 250 ms, and the API's connections over their baseline 5 s after the attack against 0.
import { ATTACKS, HOSTILE_BUDGETS, measureUnderAttack, startHostileStack } from '@resident/test-stack/hostile';
import { checked, type Row } from '../report/row.ts';
import { PORTAL_DIST } from '../repo-paths.ts';

export async function measureHostile(progress: (text: string) => void): Promise<Row[]> {
  const stack = await startHostileStack({ distDir: PORTAL_DIST });
  const rows: Row[] = [];
  try {
    for (const attack of ATTACKS) {
      progress(`hostile traffic: ${attack.name}`);
      const result = await measureUnderAttack(stack, attack);
      const subject = `under attack: ${attack.name} (${result.sent} sent)`;
      const completed = result.failures.length === 0;
      for (const failure of new Set(result.failures)) progress(`  a pass of the journey failed: ${failure}`);
      rows.push(
        checked(
          subject,
          `resident's journey p99 per call (${result.calls.length} calls${completed ? '' : `, ${result.failures.length} passes failed`})`,
          `${result.p99Ms.toFixed(0)} ms`,
          `≤ ${HOSTILE_BUDGETS.journeyP99Ms} ms`,
          completed && result.p99Ms <= HOSTILE_BUDGETS.journeyP99Ms,
        ),
        checked(
          subject,
          `API sockets over baseline ${HOSTILE_BUDGETS.socketsBackWithinMs / 1000} s after`,
          `${result.socketsLeft} (back in ${(result.socketsBackMs / 1000).toFixed(1)} s)`,
          '0',
          result.socketsLeft === 0,
        ),
      );
    }
  } finally {
    await stack.stop();
  }
  return rows;
}
