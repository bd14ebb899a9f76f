import writeExcelFile from 'write-excel-file/node';
import type { Row } from 'write-excel-file/node';
import { rublesWithComma } from './money.ts';
import type { HistoryLine } from './payment-history-repository.ts';
import {
  PAYMENT_CHANNEL_LABELS,
  PAYMENT_KIND_LABELS,
  PAYMENT_STATUS_LABELS,
  REFUND_STATUS_LABEL,
} from './payment-labels.ts';

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const BILLED_SERVICE = 'Услуга по обращению с ТКО';
const HEADER = ['Дата', 'Сумма, руб.', 'Статус', 'Вид', 'Что оплачено', 'Способ оплаты', 'Описание'];

/** 'DD.MM.YYYY HH:mm' in Moscow time. */
function moscowDateTime(ms: number): string {
  const iso = new Date(ms + MOSCOW_OFFSET_MS).toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A refund's sum is written negative, so that the column adds up to what was paid net. */
const signedAmount = (line: HistoryLine) => (line.kind === 'refund' ? -line.amount : line.amount);
const statusOf = (line: HistoryLine) =>
  line.kind === 'refund' ? REFUND_STATUS_LABEL : PAYMENT_STATUS_LABELS[line.status];
/** The order paid or refunded by its own name; the bill's lines name the service the bill is for. */
const paidFor = (line: HistoryLine) => line.order_description ?? BILLED_SERVICE;

function cells(line: HistoryLine): string[] {
  return [
    statusOf(line),
    PAYMENT_KIND_LABELS[line.kind],
    paidFor(line),
    PAYMENT_CHANNEL_LABELS[line.channel],
    line.description,
  ];
}

/**
 * What Russian Excel opens by double click: UTF-8 with a BOM (without it Excel reads cp1251),
 * ';' between fields (',' is the decimal separator there), amounts as '1234,56', CRLF lines.
 */
export function paymentsCsv(rows: readonly HistoryLine[]): Buffer {
  const lines = [HEADER.join(';')];
  for (const row of rows)
    lines.push(
      [moscowDateTime(row.created_at), rublesWithComma(signedAmount(row)), ...cells(row)].map(csvField).join(';'),
    );
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The same table as an .xlsx: real dates and numbers, so the resident can sort and sum them. */
export async function paymentsXlsx(rows: readonly HistoryLine[]): Promise<Buffer> {
  const data: Row[] = [
    HEADER.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row): Row => [
      // Excel dates have no time zone: the Moscow wall-clock time is written as is.
      { value: new Date(row.created_at + MOSCOW_OFFSET_MS), type: Date, format: 'dd.mm.yyyy hh:mm' },
      // Rubles only here, at the edge; kopecks / 100 is exact to the cent in a double.
      { value: signedAmount(row) / 100, type: Number, format: '#,##0.00' },
      ...cells(row),
    ]),
  ];
  return writeExcelFile(data, {
    sheet: 'Платежи',
    columns: [{ width: 18 }, { width: 14 }, { width: 14 }, { width: 20 }, { width: 40 }, { width: 18 }, { width: 40 }],
  }).toBuffer();
}
