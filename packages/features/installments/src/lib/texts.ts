import type { InstallmentApplicationStatus, ScheduledPaymentStatusValue } from '@resident/contract';
import { pluralForm } from '@resident/ui';

/** The registry's texts: the spec gives only the title; the rest is plain, polite Russian. «№» is bound to its number (\u00a0). */
export const INSTALLMENTS_TEXTS = {
  title: 'Реестр рассрочек',
  debt: 'Текущая задолженность',
  noDebt: 'Задолженности нет',
  agreementsTitle: 'Соглашения о рассрочке',
  noAgreements: 'Соглашений о рассрочке пока нет',
  agreement: (number: string, date: string) => `Соглашение №\u00a0${number} от ${date}`,
  completed: 'Исполнено',
  active: 'Действует',
  agreementDebt: 'Сумма рассрочки',
  paid: 'Оплачено',
  remaining: 'Осталось оплатить',
  overdue: 'Просрочено',
  schedule: (number: string) => `График платежей по соглашению №\u00a0${number}`,
  paymentNumber: '№',
  payment: (number: number) => `Платёж ${number}`,
  dueDate: 'Срок оплаты',
  amount: 'Сумма',
  paidAmount: 'Оплачено',
  status: 'Статус',
  applicationsTitle: 'Заявки на рассрочку',
  noApplications: 'Вы ещё не подавали заявок',
  application: (date: string) => `Заявка от ${date}`,
  firstPayment: 'Первый платёж',
  months: 'Срок',
  monthsValue: (months: number) => `${months} ${monthsWord(months)}`,
  refusalReason: 'Причина отказа',
  agreementOf: (number: string) => `Заключено соглашение №\u00a0${number}`,
  formTitle: 'Подать заявку на рассрочку',
  formIntro:
    'Задолженность можно погасить частями: первый платёж сразу, остаток — равными платежами раз в месяц. Условия проверяются по мере ввода.',
  firstPaymentLabel: 'Первый платёж, ₽',
  firstPaymentHint: (least: string) => `Не меньше ${least}`,
  monthsLabel: 'Срок рассрочки, месяцев',
  conditionsTitle: 'Условия рассрочки',
  conditionMet: 'выполнено',
  conditionBroken: 'не выполнено',
  previewTitle: 'График платежей, если заявку одобрят',
  previewNote: 'Даты считаются от сегодняшнего дня; в соглашении они начнутся с дня его заключения.',
  previewCaption: 'Предварительный график платежей',
  previewTotal: 'Итого',
  submit: 'Отправить заявку',
  cannotSend: 'Заявку нельзя отправить: не выполнены условия',
  sent: 'Заявка отправлена',
  loading: 'Загружаем реестр рассрочек…',
  pendingNotice:
    'Ваша заявка на рассмотрении: решение появится в этом разделе. Подать новую можно будет после решения по ней.',
  amountNotNumber: 'Введите сумму цифрами, например 1500 или 1500.50',
  amountDecimals: 'Не больше двух знаков после точки',
  loadFailed: 'Не удалось загрузить реестр рассрочек',
  closedAccount: 'Лицевой счёт закрыт: рассрочка по нему не оформляется.',
  agreementCovers:
    'На вашу задолженность уже оформлена рассрочка. Новую заявку можно будет подать, когда соглашение будет исполнено.',
  noDebtToSpread: 'Задолженности нет — рассрочка не нужна.',
  smallDebt: (debt: string) =>
    `Рассрочка оформляется при задолженности от 3 000 ₽, а ваша задолженность — ${debt}. Её можно оплатить сразу в разделе «Счета и расчёты».`,
  payInstalment: 'Оплатить платёж',
  payColumn: 'Оплата',
  payInstalmentOf: (number: number) => `Оплатить платёж ${number}`,
  payTitle: (number: number, agreement: string) => `Платёж ${number} по соглашению №\u00a0${agreement}`,
  paySummary: (date: string) =>
    `Остаток платежа со сроком оплаты ${date}: эта сумма закрывает платёж. Другую сумму можно внести в разделе «Счета и расчёты».`,
  payResultTitle: 'Оплата платежа по рассрочке',
  paySucceeded: (amount: string) => `Платёж ${amount} зачтён в график рассрочки.`,
} as const;

export const PAYMENT_STATUS_LABELS: Record<ScheduledPaymentStatusValue, string> = {
  paid: 'Оплачен',
  due: 'К оплате',
  overdue: 'Просрочен',
};

/**
 * Solid tags with white text (at least 4.5:1): antd's preset light tags fail the contrast check.
 * The same shades as the other features' status tags.
 */
const STATUS_SHADES = { blue: '#0958d9', green: '#237804', red: '#a8071a' } as const;

export const PAYMENT_STATUS_COLORS: Record<ScheduledPaymentStatusValue, string> = {
  paid: STATUS_SHADES.green,
  due: STATUS_SHADES.blue,
  overdue: STATUS_SHADES.red,
};

export const APPLICATION_STATUS_LABELS: Record<InstallmentApplicationStatus, string> = {
  pending: 'На рассмотрении',
  approved: 'Одобрена',
  refused: 'Отказано',
};

export const APPLICATION_STATUS_COLORS: Record<InstallmentApplicationStatus, string> = {
  pending: STATUS_SHADES.blue,
  approved: STATUS_SHADES.green,
  refused: STATUS_SHADES.red,
};

/** 1 месяц, 2 месяца, 5 месяцев. */
export const monthsWord = (count: number) => pluralForm(count, { one: 'месяц', few: 'месяца', many: 'месяцев' });
