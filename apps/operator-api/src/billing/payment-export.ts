import writeExcelFile from 'write-excel-file/node';
import type { Row } from 'write-excel-file/node';
import type { PaymentRow } from '../payments/payment-repository.ts';
import { rublesWithComma } from './money.ts';
import { PAYMENT_CHANNEL_LABELS, PAYMENT_PURPOSE_LABELS, PAYMENT_STATUS_LABELS } from './payment-labels.ts';

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const HEADER = ['Дата', 'Сумма, руб.', 'Статус', 'Назначение', 'Способ оплаты', 'Описание'];

/** 'DD.MM.YYYY HH:mm' in Moscow time. */
function moscowDateTime(ms: number): string {
  const iso = new Date(ms + MOSCOW_OFFSET_MS).toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * What Russian Excel opens by double click: UTF-8 with a BOM (without it Excel reads cp1251),
 * ';' between fields (',' is the decimal separator there), amounts as '1234,56', CRLF lines.
 */
export function paymentsCsv(rows: readonly PaymentRow[]): Buffer {
  const lines = [HEADER.join(';')];
  for (const row of rows) {
    lines.push(
      [
        moscowDateTime(row.created_at),
        rublesWithComma(row.amount),
        PAYMENT_STATUS_LABELS[row.status],
        PAYMENT_PURPOSE_LABELS[row.purpose],
        PAYMENT_CHANNEL_LABELS[row.channel],
        row.description,
      ]
        .map(csvField)
        .join(';'),
    );
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The same table as an .xlsx: real dates and numbers, so the resident can sort and sum them. */
export async function paymentsXlsx(rows: readonly PaymentRow[]): Promise<Buffer> {
  const data: Row[] = [
    HEADER.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row): Row => [
      // Excel dates have no time zone: the Moscow wall-clock time is written as is.
      { value: new Date(row.created_at + MOSCOW_OFFSET_MS), type: Date, format: 'dd.mm.yyyy hh:mm' },
      // Rubles only here, at the edge; kopecks / 100 is exact to the cent in a double.
      { value: row.amount / 100, type: Number, format: '#,##0.00' },
      PAYMENT_STATUS_LABELS[row.status],
      PAYMENT_PURPOSE_LABELS[row.purpose],
      PAYMENT_CHANNEL_LABELS[row.channel],
      row.description,
    ]),
  ];
  return writeExcelFile(data, { sheet: 'Платежи', columns: [{ width: 18 }, { width: 14 }, { width: 14 }, { width: 20 }, { width: 18 }, { width: 40 }] }).toBuffer();
}
