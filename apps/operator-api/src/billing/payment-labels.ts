import type { PaymentChannel, PaymentKind, PaymentPurpose, PaymentStatus } from '@resident/contract';

/** How the history and its exports name a payment's status, purpose and channel. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Создан',
  pending: 'В обработке',
  succeeded: 'Зачислен',
  failed: 'Не прошёл',
  expired: 'Не завершён',
};

export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  charges: 'Оплата начислений',
  'state-duty': 'Госпошлина',
  service: 'Оплата услуги',
};

export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
  card: 'Банковская карта',
  bank: 'Банк',
  autopay: 'Автоплатёж',
  cash: 'Наличные',
};

/** What a line paid, as the history and its exports name it. */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  bill: 'Оплата по квитанции',
  order: 'Оплата заказа',
  'state-duty': 'Госпошлина',
  installment: 'Платёж по рассрочке',
  refund: 'Возврат',
};

/** A refund is money given back, not a payment that went through. */
export const REFUND_STATUS_LABEL = 'Возвращён';
