import { BUDGETS } from '../budgets.ts';
import { csvDataRecords } from '../lib/csv-records.ts';
import { kb } from '../lib/format.ts';
import { moscowDateYearsBefore } from '../lib/moscow-date.ts';
import { notMeasured, type Row } from '../report/row.ts';
import { EXPORT_PATH, exportMeasure, exportRow, type ExportRun } from './export-row.ts';
import { measureAtFixedRate } from './fixed-rate.ts';
import type { LoadTarget } from './load-target.ts';
import type { ResidentAuth } from './resident-auth.ts';

const RECEIPT_PATH = '/api/v3/client/{contragentId}/billing/receipts/{period}';
/** Timed downloads of each export format, after one untimed (the first request compiles and warms). */
const EXPORT_RUNS = 5;
const EXPORT_YEARS = 10;

async function getOk(url: string, auth: ResidentAuth, what: string): Promise<Response> {
  const response = await fetch(url, { headers: { authorization: auth.bearer } });
  if (!response.ok) throw new Error(`${what}: the operator API answered ${response.status}`);
  return response;
}

/** The newest month of the account's ledger, as the billing page opens it (billing/periods, newest first). */
async function newestPeriod(billing: string, auth: ResidentAuth): Promise<string> {
  const { periods } = (await (await getOk(`${billing}/periods`, auth, 'Billing periods')).json()) as {
    periods: string[];
  };
  const period = periods[0];
  if (period === undefined) throw new Error("Billing periods: the demo resident's account has no ledger");
  return period;
}

async function receiptRow(target: LoadTarget, auth: ResidentAuth, billing: string): Promise<Row> {
  let note = '';
  return measureAtFixedRate(target, {
    subject: `GET ${RECEIPT_PATH}`,
    documentedPath: RECEIPT_PATH,
    budget: { rate: BUDGETS.receiptRate, p99Ms: BUDGETS.receiptP99Ms },
    async job() {
      const period = await newestPeriod(billing, auth);
      const path = `${new URL(billing).pathname}/receipts/${period}`;
      const pdf = await getOk(`${target.origin}${path}`, auth, `The receipt for ${period}`);
      note = `month ${period}, PDF ${kb((await pdf.arrayBuffer()).byteLength)}`;
      return { method: 'GET', path, headers: { authorization: auth.bearer } };
    },
    note: () => note,
  });
}

async function timedExport(url: string, auth: ResidentAuth, format: ExportRun['format']) {
  const durationsMs: number[] = [];
  const statuses: number[] = [];
  let body = Buffer.alloc(0);
  for (let run = 0; run <= EXPORT_RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${url}&format=${format}`, { headers: { authorization: auth.bearer } });
    body = Buffer.from(await response.arrayBuffer());
    if (run === 0) continue;
    durationsMs.push(performance.now() - started);
    statuses.push(response.status);
  }
  return { durationsMs, statuses, body };
}

/**
 * The payments history exported over 10 years, CSV and XLSX: the demo's history is what its seed
 * holds (48 months), all of it within `from`. Downloads one at a time from the bench's process
 * (the API runs in its own), each timed to its last byte.
 */
async function exportRows(target: LoadTarget, auth: ResidentAuth, billing: string): Promise<Row[]> {
  const from = moscowDateYearsBefore(Date.now(), EXPORT_YEARS);
  if (!target.documentedPaths.has(EXPORT_PATH)) {
    const measure = exportMeasure({ from, durationsMs: Array.from({ length: EXPORT_RUNS }) });
    return (['csv', 'xlsx'] as const).map((format) =>
      notMeasured(`GET ${EXPORT_PATH}?format=${format}`, measure, 'the operator API has no such endpoint yet'),
    );
  }
  const history = (await (await getOk(`${billing}/payments?from=${from}&size=1`, auth, 'Payment history')).json()) as {
    totalElements: number;
  };
  const rows: Row[] = [];
  for (const format of ['csv', 'xlsx'] as const) {
    const { durationsMs, statuses, body } = await timedExport(`${billing}/payments/export?from=${from}`, auth, format);
    rows.push(
      exportRow({
        format,
        from,
        durationsMs,
        statuses,
        bytes: body.byteLength,
        historyTotal: history.totalElements,
        fileRecords: format === 'csv' ? csvDataRecords(body.toString('utf8')) : undefined,
      }),
    );
  }
  return rows;
}

/** API figures: the receipt PDF at a fixed rate, and the 10-year payments export. */
export async function measureBilling(target: LoadTarget, auth: ResidentAuth): Promise<Row[]> {
  const billing = `${target.apiBase}/v3/client/${auth.contragentId}/billing`;
  return [await receiptRow(target, auth, billing), ...(await exportRows(target, auth, billing))];
}
