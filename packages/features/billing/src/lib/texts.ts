import type { PaymentChannel, PaymentKind, PaymentStatus } from '@resident/contract';

/** Billing's words. Spec §8 placeholders where they apply; the rest plain and polite. */
export const BILLING_TEXTS = {
  noData: 'Нет данных',
  notFilled: 'не заполнено',
  downloaded: 'Файл успешно скачан',
  loadFailed: 'Не удалось загрузить данные',
  pay: 'Оплатить',
  payTitle: 'Оплата',
  account: (number: string) => `Лицевой счёт ${number}`,
  debt: 'Задолженность',
  overpayment: 'Переплата (аванс)',
  settled: 'Задолженности нет',
  lastCharge: (period: string, amount: string, due: string) => `Начислено за ${period}: ${amount}, оплатить до ${due}`,
  pending: (count: number, amount: string) =>
    count === 1
      ? `Платёж на ${amount} обрабатывается банком и ещё не зачислен.`
      : `Платежей в обработке: ${count}, на ${amount}. Они ещё не зачислены.`,
  closedTitle: 'Лицевой счёт закрыт',
  closed: 'Оплата по закрытому счёту недоступна. Начисления, платежи и квитанции можно посмотреть и скачать.',
  month: 'Месяц',
  total: 'Итого',
  dueDate: (date: string) => `Оплатить до ${date}`,
  toPay: 'К оплате',
  periodFilter: 'Период',
  exportCsv: 'Скачать CSV',
  exportXlsx: 'Скачать XLSX',
  openReceipt: 'Открыть',
  downloadReceipt: 'Скачать',
  notReceived: 'Не получил квитанцию',
  receiptSent: (period: string, to: string) => `Квитанция за ${period} отправлена на ${to}`,
  resendTitle: 'Отправить квитанцию повторно?',
  resendTo: (period: string) => `Квитанцию за ${period} отправим на адрес:`,
  resendHint: 'Если адрес устарел, измените его в профиле. Повторно отправить квитанцию за один месяц можно раз в час.',
  resendEmailLoading: 'Загружаем ваш адрес…',
  resendConfirm: 'Отправить',
  resendCancel: 'Отмена',
  receiptFor: (period: string) => `Квитанция за ${period}`,
  reconciliationFrom: 'С месяца',
  reconciliationTo: 'По месяц',
  reconciliationSubmit: 'Сформировать акт сверки',
  reconciliationHint: 'Акт сверки взаиморасчётов за выбранные месяцы придёт файлом PDF.',
  reconciliationOrder: 'Начальный месяц не может быть позже конечного',
  kindFilter: 'Что оплачено',
  allKinds: 'Все платежи',
  totalPaid: (amount: string) => `Оплачено за период: ${amount}`,
  totalRefunded: (amount: string) => `Возвращено: ${amount}`,
  receipt: 'Чек',
  receiptOf: (what: string) => `Скачать кассовый чек: ${what}`,
  refunded: 'Возвращено',
  notInDebt: 'Не входит в оплату квитанции',
} as const;

/** What each line of «Платежи» paid. */
export const KIND_LABELS: Record<PaymentKind, string> = {
  bill: 'Оплата по квитанции',
  order: 'Оплата заказа',
  'state-duty': 'Госпошлина',
  installment: 'Платёж по рассрочке',
  refund: 'Возврат',
};

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Ожидает оплаты',
  pending: 'В обработке',
  succeeded: 'Зачислен',
  failed: 'Не прошёл',
  expired: 'Не завершён',
};

export const STATUS_COLORS: Record<PaymentStatus, 'processing' | 'success' | 'error' | 'default'> = {
  created: 'processing',
  pending: 'processing',
  succeeded: 'success',
  failed: 'error',
  expired: 'default',
};

export const CHANNEL_LABELS: Record<PaymentChannel, string> = {
  card: 'Картой',
  bank: 'Через банк',
  autopay: 'Автоплатёж',
  cash: 'Наличными',
};
