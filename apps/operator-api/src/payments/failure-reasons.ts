import type { FailureCode } from './acquirer.ts';

/** What the resident reads about a payment that did not go through: what happened and what to do. */
export const FAILURE_TEXTS: Record<FailureCode, string> = {
  declined: 'Банк отклонил оплату. Деньги не списаны. Попробуйте другую карту или обратитесь в банк',
  '3ds-failed': 'Неверный код подтверждения. Оплата не проведена, деньги не списаны',
  unavailable: 'Платёжный сервис временно недоступен. Деньги не списаны — попробуйте позже',
  cancelled: 'Оплата отменена',
  // The payer left the acquirer's page (or came back to the portal) without entering a card.
  abandoned: 'Оплата не завершена. Деньги не списаны — чтобы оплатить, начните заново',
  other: 'Оплата не прошла. Деньги не списаны',
};

export const EXPIRED_TEXT = 'Время на оплату истекло. Деньги не списаны — начните оплату заново';
