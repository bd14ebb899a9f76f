import { BUDGETS } from '../budgets.ts';
import { kb, ms } from '../lib/format.ts';
import { median } from '../lib/median.ts';
import { checked, type Row } from '../report/row.ts';

export const EXPORT_PATH = '/api/v3/client/{contragentId}/billing/payments/export';

/** Timed downloads of one export format, one at a time, each to its last byte. */
export interface ExportRun {
  format: 'csv' | 'xlsx';
  /** The filter's start ('YYYY-MM-DD'); no end: up to today. */
  from: string;
  durationsMs: number[];
  statuses: number[];
  /** The last download's size. */
  bytes: number;
  /** Payments the history (billing/payments) counts for the same filter. */
  historyTotal: number;
  /** Data records in the CSV file; an XLSX is not unpacked. */
  fileRecords?: number;
}

export const exportMeasure = (run: Pick<ExportRun, 'from' | 'durationsMs'>) =>
  `from=${run.from} (10 years) to today, ${run.durationsMs.length} downloads one at a time`;

/**
 * An export's row: the median and the slowest download, the payments it holds and its size. It
 * passes when every answer was 200, the slowest took at most BUDGETS.paymentsExportMs, and a CSV
 * holds exactly the payments the history counts (an export that drops rows is no faster export).
 */
export function exportRow(run: ExportRun): Row {
  const subject = `GET ${EXPORT_PATH}?format=${run.format}`;
  const slowest = Math.max(...run.durationsMs);
  const complete = run.fileRecords === undefined || run.fileRecords === run.historyTotal;
  const payments =
    run.fileRecords === undefined
      ? `${run.historyTotal} payments (the history's count)`
      : `${run.fileRecords} payments in the file` + (complete ? '' : ` but ${run.historyTotal} in the history`);
  const failed = run.statuses.filter((status) => status !== 200);
  const figure =
    `median ${ms(median(run.durationsMs))}, slowest ${ms(slowest)}; ${payments}, ${kb(run.bytes)}` +
    (failed.length > 0 ? `; answers ${failed.join(', ')}` : '');
  const ok = failed.length === 0 && slowest <= BUDGETS.paymentsExportMs && complete;
  return checked(subject, exportMeasure(run), figure, `each ≤ ${ms(BUDGETS.paymentsExportMs)}, all 200`, ok);
}
