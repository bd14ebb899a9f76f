import { periodName } from './period.ts';

/** The billing routes' Russian texts (spec §8: the portal shows a details item's message as is). */
export const BILLING_MESSAGES = {
  noCharges: (period: string) => `За ${periodName(period)} начислений нет`,
  noLedger: 'По лицевому счёту ещё нет начислений',
  periodReversed: 'Начало периода не может быть позже его окончания',
  noSuchDate: 'Такой даты нет в календаре',
  /** Months as 'MM.YYYY'. */
  reconciliationOutside: (first: string, last: string) => `Акт сверки можно получить за месяцы с ${first} по ${last}`,
  receiptNotFound: 'Чек не найден',
  receiptPending: 'Чек ещё оформляется. Попробуйте скачать его через минуту',
  noEmail: 'Адрес электронной почты для квитанции не найден. Напишите нам в чат, и мы пришлём её',
  receiptSentRecently: (period: string, minutes: number) =>
    `Квитанцию за ${periodName(period)} уже отправили на вашу почту в течение последнего часа. Проверьте папку «Спам». Отправить её ещё раз можно через ${minutes} мин.`,
} as const;
