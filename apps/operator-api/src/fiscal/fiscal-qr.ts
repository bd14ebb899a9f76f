import type { FiscalOperation } from './fiscal-register.ts';

/** Moscow has kept UTC+3 all year since 2014; the register prints its local time. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Тег 1054 as the check QR writes it: 1 приход, 2 возврат прихода. */
const OPERATION_CODE: Record<FiscalOperation, number> = { income: 1, 'income-return': 2 };

export interface FiscalQrFields {
  operation: FiscalOperation;
  /** Kopecks. */
  amount: number;
  fiscalStorage: string;
  documentNumber: number;
  fiscalSign: string;
  fiscalisedAt: number;
}

/**
 * The payload of the QR code printed on a cash receipt, which the ФНС «Проверка чеков» app reads:
 * `t=YYYYMMDDTHHMM&s=RUB.KOP&fn=…&i=<ФД>&fp=…&n=1`. Integer arithmetic for the sum.
 */
export function fiscalQrPayload(fields: FiscalQrFields): string {
  const iso = new Date(fields.fiscalisedAt + MOSCOW_OFFSET_MS).toISOString();
  const time = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}`;
  const sum = `${Math.trunc(fields.amount / 100)}.${String(fields.amount % 100).padStart(2, '0')}`;
  return `t=${time}&s=${sum}&fn=${fields.fiscalStorage}&i=${fields.documentNumber}&fp=${fields.fiscalSign}&n=${OPERATION_CODE[fields.operation]}`;
}
