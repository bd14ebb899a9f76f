import type { PaymentStatus } from '@resident/contract';

/** «Оплата услуг» in the portal's words (spec §8 names the success messages, design.md §3 the rest). */
export const SERVICE_PAY_TEXTS = {
  title: 'Оплата услуг',
  loading: 'Загружаем…',
  noAccount: 'Раздел доступен после привязки лицевого счёта',
  closed: 'Лицевой счёт закрыт — оплата по нему не принимается. Если остался долг, обратитесь к оператору.',

  servicesTitle: 'Услуги лицевого счёта',
  servicesEmpty: 'По лицевому счёту пока нет начислений за услуги.',
  receiptOf: (month: string) => `По квитанции за ${month}`,
  owed: (amount: string) => `К оплате: ${amount}`,
  overpaid: (amount: string) => `Переплата: ${amount}`,
  settled: 'Задолженности нет',
  pay: 'Оплатить',
  payService: (name: string) => `Оплатить «${name}»`,
  payTitle: 'Оплата услуги',
  paySummary: (name: string) => `Услуга: ${name}. Сумму можно изменить — оплатите сколько удобно.`,

  autopayTitle: 'Автоплатёж',
  autopayFacts: 'Автоплатёж по лицевому счёту',
  autopayIntro:
    'Оператор сам спишет долг по лицевому счёту с сохранённой карты — в выбранный день месяца или когда придёт квитанция, но не больше установленной суммы.',
  noCards: 'Чтобы подключить автоплатёж, оплатите любую услугу картой и отметьте «Сохранить карту для автоплатежа».',
  notConnected: 'Автоплатёж не подключён.',
  connect: 'Подключить автоплатёж',
  change: 'Изменить',
  remove: 'Удалить автоплатёж',
  removeConfirm: 'Удалить автоплатёж? Сохранённая карта останется, автоплатёж можно будет подключить снова.',
  confirmRemove: 'Да, удалить',
  cancel: 'Отмена',
  statusLabel: 'Состояние',
  statusOn: 'Включён',
  statusOff: 'Выключен',
  statusProblem: 'Приостановлен — нужно ваше решение',
  maxAmount: 'Максимальная сумма',
  schedule: 'Когда списывать',
  monthly: (day: number) => `${day}-го числа каждого месяца`,
  onReceipt: 'При поступлении квитанции',
  card: 'Карта',
  nextCharge: 'Ближайшее списание',
  lastCharge: 'Последний автоплатёж',
  lastChargeValue: (amount: string, date: string, status: string) => `${amount}, ${date} — ${status}`,

  cardsTitle: 'Сохранённые карты',
  cardSaved: (date: string) => `сохранена ${date}`,
  removeCard: (mask: string) => `Удалить карту ${mask}`,
  removeCardConfirm: (mask: string) => `Удалить карту ${mask}? Автоплатёж с этой карты тоже будет удалён.`,
  cardRemoved: 'Карта удалена',

  settingsTitle: 'Настройки автоплатежа',
  enabledLabel: 'Автоплатёж',
  maxAmountLabel: 'Максимальная сумма списания, ₽',
  maxAmountHint: 'Если к оплате окажется больше, деньги не спишутся — мы сообщим об этом на главном экране и по почте.',
  scheduleLabel: 'Когда списывать',
  byDay: 'В день месяца',
  dayLabel: 'День месяца',
  dayOption: (day: number) => `${day}-го числа`,
  cardLabel: 'Карта для списания',
  save: 'Сохранить',

  firstChargeLabel: 'Первое списание',
  firstChargeLoading: 'Считаем дату и сумму первого списания…',
  firstChargeFailed: 'Не удалось рассчитать первое списание. Дату и сумму можно будет увидеть после сохранения.',
  firstChargeOn: (date: string, amount: string) => `${date} — ${amount}`,
  firstChargeHint:
    'Сейчас это весь долг по лицевому счёту. В день списания спишем долг на этот день, но не больше максимальной суммы.',
  firstChargeNothingDue: (date: string) => `${date} — сейчас долга нет, списывать нечего.`,
  firstChargeOverMaximum: (date: string, debt: string) =>
    `${date} — списания не будет: долг ${debt} больше максимальной суммы. Увеличьте её, чтобы автоплатёж сработал.`,
  firstChargeNextReceipt: 'Когда придёт следующая квитанция: спишем долг по ней, но не больше максимальной суммы.',
  firstChargeOff: 'Автоплатёж выключен — списаний не будет.',
  confirmTitle: 'Подтвердите первое списание',
  confirmText: (date: string, amount: string, card: string) =>
    `Первое списание уже скоро — ${date}: ${amount} с карты ${card}. Сохранить автоплатёж с этим списанием?`,
  confirmChanged: 'Дата или сумма списания изменились — проверьте и подтвердите ещё раз.',
  confirmSave: 'Подтвердить и сохранить',
  // Spec §8 names these success messages without their words; worded like the profile's and billing's.
  /** Spec §8: 'data saved successfully'. */
  saved: 'Данные успешно сохранены',
  /** Spec §8: 'autopayment removed'. */
  removed: 'Автоплатёж успешно удалён',
} as const;

export const PAYMENT_STATUS_TEXTS: Record<PaymentStatus, string> = {
  created: 'создан',
  pending: 'в обработке',
  succeeded: 'списан',
  failed: 'не прошёл',
  expired: 'не завершён',
};
