import type { WastePickupStatus } from '@resident/contract/limits';

export const WASTE_REMOVAL_TEXTS = {
  title: 'Индивидуальный вывоз',
  intro:
    'Вывезем с вашего объекта то, что не помещается в контейнер: старую мебель, мусор после ремонта, ветки и листья. Стоимость зависит от вида и объёма отходов, оплата картой при оформлении.',
  noAccount: 'Раздел доступен после привязки лицевого счёта',
  notConnected:
    'Индивидуальный вывоз не подключён для этого лицевого счёта. Чтобы подключить его, обратитесь к оператору.',
  closed: 'Лицевой счёт закрыт — новые заказы по нему не принимаются.',
  order: 'Заказать вывоз',
  myOrders: 'Мои заказы',
  loading: 'Загружаем заказы…',
  retry: 'Повторить',
  empty: 'Заказов пока нет',
  emptyHint: 'Оформите заказ: выберите объект, вид и объём отходов и удобное время — стоимость будет видна сразу.',
  live: 'Статус заказов обновляется сам, страницу перезагружать не нужно.',

  // A card
  pickupTitle: (id: number) => `Заказ № ${id}`,
  object: 'Объект',
  waste: 'Отходы',
  window: 'Время вывоза',
  price: 'Стоимость',
  comment: 'Комментарий',
  minimumNote: (billable: string) => `к оплате ${billable} м³ — минимальный объём`,
  steps: 'Ход заказа',
  payUntil: (time: string) =>
    `Заказ ждёт оплаты до ${time}. Время вывоза закреплено за вами до этого срока; без оплаты заказ отменится и время освободится.`,
  paidNote: 'Заказ оплачен. Оператор включит его в маршрут и подтвердит здесь.',
  scheduledNote: 'Вывоз запланирован: машина приедет в выбранное время. Подготовьте отходы у ворот или у подъезда.',
  doneNote: (date: string) => `Вывоз выполнен ${date}. Спасибо!`,
  cancelledByResident: (date: string) => `Заказ отменён ${date}.`,
  cancelledExpired: 'Заказ отменён: он не был оплачен вовремя, время вывоза освобождено.',
  refund: (amount: string, date: string) =>
    `Возврат ${amount} оформлен ${date}. Деньги вернутся на карту, с которой вы платили.`,
  pay: 'Оплатить',
  cancel: 'Отменить заказ',

  // After cancelling
  cancelledToast: 'Заказ отменён',
  refundToast: (amount: string) => `Заказ отменён, возврат ${amount} оформлен`,
} as const;

export const STATUS_LABELS: Record<WastePickupStatus, string> = {
  created: 'Ожидает оплаты',
  paid: 'Оплачен',
  scheduled: 'Вывоз запланирован',
  done: 'Выполнен',
  cancelled: 'Отменён',
};

/** The steps shown on a card, in order; a cancelled order shows none. */
export const STEPS: readonly { status: Exclude<WastePickupStatus, 'cancelled'>; label: string }[] = [
  { status: 'created', label: 'Оформлен' },
  { status: 'paid', label: 'Оплачен' },
  { status: 'scheduled', label: 'Запланирован' },
  { status: 'done', label: 'Выполнен' },
];
