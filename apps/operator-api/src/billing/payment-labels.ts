import type { PaymentChannel, PaymentPurpose, PaymentStatus } from '@resident/contract';

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
