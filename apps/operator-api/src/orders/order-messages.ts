import { ApiError } from '../errors/http-errors.ts';

export const ORDER_MESSAGES = {
  notFound: 'Заказ не найден',
  alreadyPaid: 'Этот заказ уже оплачен',
  cancelled: 'Заказ отменён — оплатить его нельзя. Оформите новый заказ',
  amountMismatch: 'Сумма оплаты не совпадает со стоимостью заказа. Обновите страницу и повторите оплату',
  refundTooLarge: 'Сумма возврата больше оплаченной суммы заказа',
  notPaid: 'Заказ ещё не оплачен — возвращать нечего',
  paymentInProgress:
    'По этому заказу идёт оплата. Дождитесь её результата — после этого заказ можно будет изменить или отменить',
  strayRefundReason: 'Возврат оплаты: заказ был отменён или уже оплачен',
} as const;

export const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND', ORDER_MESSAGES.notFound);
