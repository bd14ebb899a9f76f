import { drawPaymentQr } from '../billing/pdf/payment-qr.ts';
import { maskEmail, maskPhone } from '../payments/receipt-contact.ts';
import { PdfLayout } from '../billing/pdf/pdf-layout.ts';
import { fiscalReceiptText, receiptQrOf } from './fiscal-receipt-text.ts';
import type { FiscalisedReceipt } from './fiscal-receipt-text.ts';

const QR_SIZE = 120;

/**
 * The cash receipt as a one-page PDF: its text (the same lines as the email) and the ФНС check QR,
 * which the «Проверка чеков» app scans. Every holder of the account may download it, and a guest of
 * /pay may have paid: the buyer's contact is masked, as the payment shows it.
 */
export async function fiscalReceiptPdf(unmasked: FiscalisedReceipt): Promise<Uint8Array> {
  const receipt: FiscalisedReceipt = {
    ...unmasked,
    buyer_email: unmasked.buyer_email && maskEmail(unmasked.buyer_email),
    buyer_phone: unmasked.buyer_phone && maskPhone(unmasked.buyer_phone),
  };
  const layout = await PdfLayout.create({
    title: `Кассовый чек № ${receipt.document_number}`,
    subject: receipt.item,
    author: receipt.seller_name,
  });
  const [heading, ...lines] = fiscalReceiptText(receipt).split('\n');
  layout.text(heading ?? '', { size: 14, bold: true });
  layout.gap(6);
  // The payload is printed under the QR; the text's own line of it is left out.
  for (const line of lines.filter((line) => !line.startsWith('QR-код')))
    layout.text(line.trimStart(), { size: 10, indent: line.startsWith(' ') ? 12 : 0 });
  layout.gap(10);
  const payload = receiptQrOf(receipt);
  layout.ensure(QR_SIZE + 24);
  drawPaymentQr(
    layout,
    payload,
    layout.left,
    layout.y - QR_SIZE,
    QR_SIZE,
    'QR-код для проверки чека в приложении «Проверка чеков» ФНС России',
  );
  layout.y -= QR_SIZE + 4;
  layout.text(payload, { size: 7, grey: true });
  return layout.save();
}
