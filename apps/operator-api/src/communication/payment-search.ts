import type { FindPaymentChatFields } from '@resident/contract';

/** The earliest date the portal accepts (spec §9 «minimum date 01.01.2019»). */
export const EARLIEST_PAYMENT_DATE = '2019-01-01';

/**
 * Today's date where Russia's day starts first: a payment is 'in the future' only if it is after
 * today for every resident, wherever the server's clock is.
 */
export const latestPaymentDate = (now: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kamchatka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

const displayDate = (date: string) => date.split('-').reverse().join('.');
const roubles = (amount: number) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ₽`;

/** The subject and first message of a payment-search chat, in the operator's words. */
export function paymentSearchAppeal(
  fields: FindPaymentChatFields,
  accountNumber: string,
): { subject: string; text: string } {
  const lines = [
    `Платёж не отражён на лицевом счёте ${accountNumber}.`,
    `Дата платежа: ${displayDate(fields.paymentDate)}`,
    `Сумма: ${roubles(fields.amount)}`,
  ];
  if (fields.paymentPlace !== '') lines.push(`Где оплачен: ${fields.paymentPlace}`);
  if (fields.comment !== '') lines.push('', fields.comment);
  return {
    subject: `Поиск платежа от ${displayDate(fields.paymentDate)} на сумму ${roubles(fields.amount)}`,
    text: lines.join('\n'),
  };
}
