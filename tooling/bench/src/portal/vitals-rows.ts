import { BUDGETS } from '../budgets.ts';
import { ms, seconds } from '../lib/format.ts';
import { checked, info, type Row } from '../report/row.ts';
import type { Vitals } from './measure-vitals.ts';

/** '1.23 s (1.10–1.40)': the median and the spread of the runs. */
function spread(median: number, runs: number[], format: (value: number) => string): string {
  return `${format(median)} (${format(Math.min(...runs))}–${format(Math.max(...runs))})`;
}

/** LCP, FCP, CLS and TBT of one route beside their §4 budgets. */
export function vitalsRows(subject: string, vitals: Vitals & { runs: Vitals[] }): Row[] {
  const n = vitals.runs.length;
  const of = (pick: (v: Vitals) => number) => vitals.runs.map(pick);
  const cls = (value: number) => value.toFixed(3);
  return [
    checked(
      subject,
      `LCP, mobile, median of ${n}`,
      spread(
        vitals.lcpMs,
        of((v) => v.lcpMs),
        seconds,
      ),
      `≤ ${seconds(BUDGETS.lcpMs)}`,
      vitals.lcpMs <= BUDGETS.lcpMs,
    ),
    info(
      subject,
      `FCP, mobile, median of ${n}`,
      spread(
        vitals.fcpMs,
        of((v) => v.fcpMs),
        seconds,
      ),
    ),
    checked(
      subject,
      `CLS, mobile, median of ${n}`,
      spread(
        vitals.cls,
        of((v) => v.cls),
        cls,
      ),
      `< ${BUDGETS.clsBelow}`,
      vitals.cls < BUDGETS.clsBelow,
    ),
    checked(
      subject,
      `TBT, mobile, median of ${n}`,
      spread(
        vitals.tbtMs,
        of((v) => v.tbtMs),
        ms,
      ),
      `≤ ${ms(BUDGETS.tbtMs)}`,
      vitals.tbtMs <= BUDGETS.tbtMs,
    ),
  ];
}
