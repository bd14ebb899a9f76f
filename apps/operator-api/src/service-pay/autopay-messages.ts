import { ApiError } from '../errors/http-errors.ts';
import { dateDotted } from '../billing/period.ts';
import { formatRubles } from '../payments/money-text.ts';

export const AUTOPAY_MESSAGES = {
  autopayNotFound: 'Автоплатёж по этому лицевому счёту не подключён',
  cardNotFound: 'Карта не найдена. Сохраните карту при оплате и выберите её снова',
  noticeTitle: 'Автоплатёж не выполнен',
  reminderSubject: 'Завтра автоплатёж',
  /** The history's name of an autopayment, e.g. 'Автоплатёж с карты •••• 4242'. */
  paymentDescription: (cardMask: string) => `Автоплатёж с карты ${cardMask}`,
} as const;

export const autopayNotFound = () => new ApiError(404, 'AUTOPAY_NOT_FOUND', AUTOPAY_MESSAGES.autopayNotFound);
export const cardNotFound = () => new ApiError(404, 'CARD_NOT_FOUND', AUTOPAY_MESSAGES.cardNotFound);

/** 409 of a save whose first charge is close and was not confirmed as it is now (date and amount). */
export const confirmationRequired = (on: string, amount: number, today: string) =>
  new ApiError(
    409,
    'AUTOPAY_CONFIRMATION_REQUIRED',
    `Первое списание автоплатежа — ${on === today ? 'сегодня, ' : ''}${dateDotted(on)}, ${formatRubles(amount)}. ` +
      'Подтвердите его, чтобы сохранить автоплатёж.',
  );

const AFTER_CHANGE = 'Повторно списывать не будем: автоплатёж возобновится, когда вы его измените.';

/** What the resident reads on the dashboard and in the email when a due autopayment was not made. */
export function overMaximumText(accountNumber: string, due: number, maximum: number): string {
  return (
    `Автоплатёж по лицевому счёту ${accountNumber} не выполнен: к оплате ${formatRubles(due)}, это больше ` +
    `установленного максимума ${formatRubles(maximum)}. Деньги не списаны. Оплатите счёт в разделе «Оплата услуг» ` +
    `или увеличьте максимальную сумму. ${AFTER_CHANGE}`
  );
}

export function declinedText(
  accountNumber: string,
  due: number,
  cardMask: string,
  failureReason: string | null,
): string {
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

/**
 * The email the day before a charge: when, how much as the debt stands today, from which card, and
 * that it can still be changed; a debt over the maximum is said to be left uncharged.
 */
export function reminderEmail(
  reminder: { accountNumber: string; chargeOn: string; debt: number; maximum: number; cardMask: string },
  pageUrl: string,
): { subject: string; text: string } {
  const { accountNumber, chargeOn, debt, maximum, cardMask } = reminder;
  const date = dateDotted(chargeOn);
  const body =
    debt > maximum
      ? `Завтра, ${date}, автоплатёж по лицевому счёту ${accountNumber} не сможет списать долг: к оплате ${formatRubles(debt)}, ` +
        `это больше установленного максимума ${formatRubles(maximum)}. Увеличьте максимальную сумму или оплатите счёт в разделе «Оплата услуг».`
      : `Завтра, ${date}, с карты ${cardMask} будет списан автоплатёж по лицевому счёту ${accountNumber}: сейчас к оплате ` +
        `${formatRubles(debt)}. Спишем долг на завтра, но не больше установленного максимума ${formatRubles(maximum)}. ` +
        'Если списывать не нужно, измените или отключите автоплатёж до завтра.';
  return {
    subject: AUTOPAY_MESSAGES.reminderSubject,
    text: ['Здравствуйте!', '', body, '', `Автоплатёж и оплата услуг: ${pageUrl}`].join('\n'),
  };
}
