import { MESSAGES } from '@resident/ui';
import type { AmountProblem } from './money.ts';

/** The pay flow's words (spec §5 messages where they fit; the rest in the same plain tone). */
export const PAY_TEXTS = {
  amountLabel: 'Сумма к оплате, ₽',
  /** Above an amount the resident does not choose (an order's price), shown formatted with '₽'. */
  fixedAmountLabel: 'Сумма к оплате',
  contactLabel: 'Email или телефон для чека',
  contactHint: 'Кассовый чек (54-ФЗ) придёт на этот адрес или номер.',
  /** Under the field, not in it: as a placeholder it was cut with «…» in a 390 px drawer. */
  contactExample: 'Например, ivanov@mail.ru или +7 912 345-67-89',
  submit: 'Оплатить',
  saveCard: 'Сохранить карту для автоплатежа',
  saveCardHint:
    'Банк сохранит карту, а портал — только последние 4 цифры номера. Автоплатёж настраивается в разделе «Оплата услуг».',
  redirectNote: 'Оплата картой на защищённой странице банка. После оплаты вы вернётесь на портал.',
} as const;

export const AMOUNT_MESSAGES: Record<AmountProblem, string> = {
  required: MESSAGES.required,
  notNumber: 'Введите сумму цифрами, например 1500.50',
  format: MESSAGES.generic,
  decimals: 'Не больше двух знаков после точки: рубли и копейки, например 1500.50',
  notPositive: 'Сумма должна быть больше 0',
  tooLarge: 'Сумма одного платежа — не больше 500 000 ₽',
};

export const RESULT_TEXTS = {
  checking: 'Проверяем платёж…',
  succeededTitle: 'Платёж прошёл',
  succeeded: (amount: string) => `Оплачено ${amount}. Деньги поступят на лицевой счёт, долг уменьшится.`,
  receiptSentTo: (to: string) => `Кассовый чек отправлен: ${to}.`,
  pendingTitle: 'Платёж обрабатывается',
  pending: (amount: string) =>
    `Ждём подтверждения банка по платежу на ${amount}. Страница обновится сама, оставаться на ней не обязательно.`,
  failedTitle: 'Платёж не прошёл',
  failedDefault: 'Банк отклонил платёж. Деньги не списаны.',
  expiredTitle: 'Время на оплату истекло',
  expired: 'Оплата не была завершена, деньги не списаны. Чтобы оплатить, начните заново.',
  notFoundTitle: 'Платёж не найден',
  retry: 'Оплатить снова',
  close: 'Закрыть',
} as const;
