import { ApiError } from '../errors/http-errors.ts';
import { formatRubles } from '../payments/money-text.ts';

export const AUTOPAY_MESSAGES = {
  autopayNotFound: 'Автоплатёж по этому лицевому счёту не подключён',
  cardNotFound: 'Карта не найдена. Сохраните карту при оплате и выберите её снова',
  noticeTitle: 'Автоплатёж не выполнен',
  /** The history's name of an autopayment, e.g. 'Автоплатёж с карты •••• 4242'. */
  paymentDescription: (cardMask: string) => `Автоплатёж с карты ${cardMask}`,
} as const;

export const autopayNotFound = () => new ApiError(404, 'AUTOPAY_NOT_FOUND', AUTOPAY_MESSAGES.autopayNotFound);
export const cardNotFound = () => new ApiError(404, 'CARD_NOT_FOUND', AUTOPAY_MESSAGES.cardNotFound);

const AFTER_CHANGE = 'Повторно списывать не будем: автоплатёж возобновится, когда вы его измените.';

/** What the resident reads on the dashboard and in the email when a due autopayment was not made. */
export function overMaximumText(accountNumber: string, due: number, maximum: number): string {
  return (
    `Автоплатёж по лицевому счёту ${accountNumber} не выполнен: к оплате ${formatRubles(due)}, это больше ` +
    `установленного максимума ${formatRubles(maximum)}. Деньги не списаны. Оплатите счёт в разделе «Оплата услуг» ` +
    `или увеличьте максимальную сумму. ${AFTER_CHANGE}`
  );
}

export function declinedText(accountNumber: string, due: number, cardMask: string, failureReason: string | null): string {
  const why = failureReason ?? 'Банк отклонил оплату. Деньги не списаны';
  return (
    `Автоплатёж по лицевому счёту ${accountNumber} на ${formatRubles(due)} с карты ${cardMask} не выполнен. ${why}. ` +
    `Оплатите счёт в разделе «Оплата услуг» или выберите для автоплатежа другую карту. ${AFTER_CHANGE}`
  );
}

export function noticeEmail(text: string, pageUrl: string): { subject: string; text: string } {
  return {
    subject: AUTOPAY_MESSAGES.noticeTitle,
    text: ['Здравствуйте!', '', text, '', `Автоплатёж и оплата услуг: ${pageUrl}`].join('\n'),
  };
}
