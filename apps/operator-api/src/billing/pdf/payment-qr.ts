import QRCode from 'qrcode';
import type { PayeeRequisites } from '@resident/contract';
import type { PdfLayout } from './pdf-layout.ts';

export interface QrPayment {
  /** Kopecks; 0 leaves the sum to the payer (nothing is due). */
  sum: number;
  purpose: string;
  /** The personal account number. */
  personalAccount: string;
  /** 'MM.YYYY'. */
  paymentPeriod: string;
}

/** '|' separates the fields of the payload: it must never appear inside a value. */
const clean = (value: string) => value.replaceAll('|', ' ').replace(/\s+/g, ' ').trim();

/**
 * The payment QR payload of ГОСТ Р 56042-2014: 'ST00012' (format, version 0001, encoding 2 =
 * UTF-8), then the required payee fields, then what a bank app fills the payment with. `Sum` is in
 * kopecks.
 */
export function paymentQrPayload(payee: PayeeRequisites, payment: QrPayment): string {
  const fields: [string, string][] = [
    ['Name', payee.name],
    ['PersonalAcc', payee.account],
    ['BankName', payee.bankName],
    ['BIC', payee.bic],
    ['CorrespAcc', payee.correspondentAccount],
    ['PayeeINN', payee.inn],
  ];
  // An individual entrepreneur has no КПП: the field is left out (it is optional in the standard).
  if (payee.kpp) fields.push(['KPP', payee.kpp]);
  if (payment.sum > 0) fields.push(['Sum', String(payment.sum)]);
  fields.push(
    ['Purpose', payment.purpose],
    ['PersAcc', payment.personalAccount],
    ['PaymPeriod', payment.paymentPeriod],
  );
  return ['ST00012', ...fields.map(([key, value]) => `${key}=${clean(value)}`)].join('|');
}

/**
 * Draws the QR as vector squares (sharp at any zoom and in print, no image to decode), with the
 * payload as UTF-8 bytes in byte mode, as ST00012 declares. (x, y) is the bottom-left corner; `alt`
 * is what a screen reader says for the figure.
 */
export function drawPaymentQr(
  layout: PdfLayout,
  payload: string,
  x: number,
  y: number,
  size: number,
  alt: string,
): void {
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(payload), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const quiet = 4;
  const cell = size / (modules.size + quiet * 2);
  // Runs of dark modules in a row become one rectangle, and all of them one path filled once:
  // a rectangle per module cost more than the rest of the receipt together.
  const runs: [number, number, number, number][] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push([x + (quiet + start) * cell, y + size - (quiet + row + 1) * cell, (column - start) * cell, cell]);
        start = -1;
      }
    }
  }
  layout.figure(alt, runs);
}
