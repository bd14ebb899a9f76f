import type { WastePickupStatus } from '@resident/contract/limits';

export const WASTE_REMOVAL_TEXTS = {
  title: 'Индивидуальный вывоз',
  intro:
    'Вывезем с вашего объекта то, что не помещается в контейнер: старую мебель, мусор после ремонта, ветки и листья. Стоимость зависит от вида и объёма отходов, оплата картой при оформлении.',
  noAccount: 'Раздел доступен после привязки лицевого счёта',
  notConnected: 'Индивидуальный вывоз не подключён для этого лицевого счёта. Чтобы подключить его, обратитесь к оператору.',
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
  refund: (amount: string, date: string) => `Возврат ${amount} оформлен ${date}. Деньги вернутся на карту, с которой вы платили.`,
  pay: 'Оплатить',
  cancel: 'Отменить заказ',

  // Ordering
  orderTitle: 'Заказ вывоза',
  optionsLoading: 'Загружаем виды отходов и свободное время…',
  objectLabel: 'Объект',
  noObjects: 'К лицевому счёту не привязан ни один объект. Обратитесь к оператору, чтобы добавить его.',
  typeLabel: 'Вид отходов',
  perCubicMetre: (tariff: string) => `${tariff} за м³`,
  volumeLabel: 'Объём, м³',
  volumeHint: 'Например, 2.5. От 0.1 до 30 м³; меньше 1 м³ оплачивается как 1 м³.',
  slotLabel: 'Время вывоза',
  slotTaken: 'занято',
  noSlots: 'На ближайшие 14 дней свободного времени нет. Загляните позже — время освобождается, когда заказы отменяют.',
  commentLabel: 'Комментарий для водителя',
  commentHint: 'Необязательно: код домофона, где лежат отходы, как проехать.',
  pricePreview: 'Стоимость',
  priceFormula: (volume: string, tariff: string) => `${volume} м³ × ${tariff}`,
  pricePending: 'Выберите вид отходов и укажите объём — стоимость появится здесь.',
  submit: 'Оформить заказ',
  required: (what: string) => `Выберите ${what}`,

  // Paying
  payTitle: 'Оплата заказа',
  payMade: (id: number) => `Заказ № ${id} оформлен`,
  paySummary: (amount: string) => `К оплате: ${amount}. Стоимость рассчитал оператор; заказ оплачивается одной суммой.`,
  priceChanged: 'Стоимость пересчитана по действующему тарифу оператора.',
  exactAmount: (amount: string) => `Заказ оплачивается одной суммой: ${amount}`,
  paidResult: (amount: string) => `Оплачено ${amount}. Заказ принят — оператор запланирует вывоз и сообщит здесь.`,

  // Cancelling
  cancelTitle: (id: number) => `Отменить заказ № ${id}?`,
  cancelUnpaid: 'Заказ ещё не оплачен — списывать нечего. Время вывоза освободится для других.',
  cancelRefund: (amount: string) => `Вернём ${amount} на карту, с которой вы платили. Время вывоза освободится для других.`,
  cancelConfirm: 'Отменить заказ',
  cancelKeep: 'Не отменять',
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
