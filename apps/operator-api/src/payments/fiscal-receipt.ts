import type { PaymentPurpose } from '@resident/contract';
import type { Outbox } from '../outbox/outbox.ts';
import type { OutboxRepository } from '../outbox/outbox-repository.ts';
import { formatRubles } from './money-text.ts';
import type { OnlinePaymentRow } from './online-payment-repository.ts';

const PURPOSE_TEXT: Record<PaymentPurpose, string> = {
  charges: 'Оплата услуги по обращению с ТКО',
  'state-duty': 'Возмещение государственной пошлины',
  service: 'Оплата заказанной услуги',
};

const MOSCOW_TIME = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export interface FiscalReceiptContext {
  payment: OnlinePaymentRow;
  accountNumber: string;
  /** The seller: the operator's company from the brand. */
  seller: string;
  settledAt: number;
}

/**
 * The text of the cash receipt (54-ФЗ, ст. 4.7: the seller, date and time, the operation «Приход»,
 * the item, the sum, the payment form, the buyer's contact). An operator with an online cash
 * register (ОФД) sends the fiscal one from there; this is what the resident is promised.
 */
export function fiscalReceiptText({ payment, accountNumber, seller, settledAt }: FiscalReceiptContext): string {
  const sum = formatRubles(payment.amount);
  const contact = payment.receipt_email ? `Эл. адрес покупателя: ${payment.receipt_email}` : `Телефон покупателя: ${payment.receipt_phone ?? ''}`;
  return [
    `Кассовый чек № ${payment.id}`,
    'Приход',
    `Продавец: ${seller}`,
    `Дата и время: ${MOSCOW_TIME.format(settledAt)} (МСК)`,
    `Предмет расчёта: ${PURPOSE_TEXT[payment.purpose]}, лицевой счёт ${accountNumber}`,
    'Признак способа расчёта: полный расчёт',
    `Сумма: ${sum}`,
    `ИТОГ: ${sum}`,
    `Безналичными: ${sum}${payment.card_mask ? ` (карта ${payment.card_mask})` : ''}`,
    'НДС не облагается',
    contact,
    'Сайт ФНС: www.nalog.gov.ru',
  ].join('\n');
}

export interface FiscalReceipts {
  /**
   * Writes the receipt of a succeeded payment to the outbox; answers the outbox message id. Called
   * inside the settlement's store transaction: it writes rows only (the outbox mails after the commit).
   */
  send(context: FiscalReceiptContext): Promise<number>;
}

/**
 * Email goes through the Outbox (SMTP when SMTP_URL is set). A phone gets an outbox record only:
 * the reference API has no SMS gateway, and SMTP must not try to mail a phone number.
 */
export function createFiscalReceipts(outbox: Outbox, outboxRepository: OutboxRepository, now: () => number): FiscalReceipts {
  return {
    async send(context) {
      const subject = `Кассовый чек об оплате по лицевому счёту ${context.accountNumber}`;
      const text = fiscalReceiptText(context);
      const { receipt_email: email, receipt_phone: phone } = context.payment;
      if (email) return await outbox.send({ to: email, subject, text, kind: 'fiscal-receipt' });
      return await outboxRepository.insert({
        kind: 'fiscal-receipt-sms',
        to: phone ?? '',
        subject,
        text,
        attachments: [],
        status: 'stored',
        createdAt: now(),
      });
    },
  };
}
