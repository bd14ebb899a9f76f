import { formatRubles } from '../payments/money-text.ts';
import { fiscalQrPayload } from './fiscal-qr.ts';
import type { FiscalReceiptRow } from './fiscal-receipt-repository.ts';

const MOSCOW_TIME = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const OPERATION_TEXT = { income: 'Приход', 'income-return': 'Возврат прихода' } as const;

/** A receipt the register has answered: its fiscal fields are there. */
export type FiscalisedReceipt = FiscalReceiptRow & {
  status: 'fiscalised';
  register_number: string;
  fiscal_storage: string;
  document_number: number;
  fiscal_sign: string;
  fiscalised_at: number;
};

export function isFiscalised(row: FiscalReceiptRow): row is FiscalisedReceipt {
  return (
    row.status === 'fiscalised' &&
    row.fiscal_sign !== null &&
    row.document_number !== null &&
    row.fiscalised_at !== null
  );
}

export function receiptQrOf(row: FiscalisedReceipt): string {
  return fiscalQrPayload({
    operation: row.operation,
    amount: row.amount,
    fiscalStorage: row.fiscal_storage,
    documentNumber: row.document_number,
    fiscalSign: row.fiscal_sign,
    fiscalisedAt: row.fiscalised_at,
  });
}

/**
 * The cash receipt as the resident gets it (54-ФЗ, ст. 4.7): the seller and its ИНН, the
 * operation, date and time, the item named as the service is, its sum, the payment form, the
 * buyer's contact, and the register's РН ККТ, ФН, ФД, ФП with the ФНС check QR's payload — every
 * field a resident checks the receipt with in «Проверка чеков».
 */
export function fiscalReceiptText(row: FiscalisedReceipt): string {
  const sum = formatRubles(row.amount);
  const contact = row.buyer_email
    ? `Эл. адрес покупателя: ${row.buyer_email}`
    : `Телефон покупателя: ${row.buyer_phone ?? 'не указан'}`;
  return [
    'КАССОВЫЙ ЧЕК',
    OPERATION_TEXT[row.operation],
    `Продавец: ${row.seller_name}`,
    `ИНН продавца: ${row.seller_inn || 'не указан'}`,
    `Дата и время: ${MOSCOW_TIME.format(row.fiscalised_at)} (МСК)`,
    `1. ${row.item}`,
    `   1 × ${sum} = ${sum}`,
    '   Признак способа расчёта: полный расчёт; предмет расчёта: услуга; НДС не облагается',
    `ИТОГ: ${sum}`,
    `Безналичными: ${sum}${row.card_mask ? ` (карта ${row.card_mask})` : ''}`,
    contact,
    `РН ККТ: ${row.register_number}`,
    `ФН: ${row.fiscal_storage}`,
    `ФД: ${row.document_number}`,
    `ФП: ${row.fiscal_sign}`,
    `QR-код для проверки чека: ${receiptQrOf(row)}`,
    'Проверить чек: приложение «Проверка чеков» ФНС России, сайт ФНС: www.nalog.gov.ru',
  ].join('\n');
}
