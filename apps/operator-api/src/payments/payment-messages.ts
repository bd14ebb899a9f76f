import { ApiError } from '../errors/http-errors.ts';

export const PAYMENT_MESSAGES = {
  paymentNotFound: 'Платёж не найден',
  accountClosed: 'Лицевой счёт закрыт — оплата по нему не принимается. Если остался долг, обратитесь к оператору',
  accountNumberNotFound: 'Лицевой счёт с таким номером не найден. Проверьте номер',
  orderRequired: 'Для оплаты услуги укажите заказ',
  stateDutyOrderRequired: 'Для оплаты госпошлины укажите заказ из раздела «Судебно-претензионная работа»',
  orderOnlyForService: 'Заказ указывается только при оплате услуги или госпошлины',
  serviceNotFound: 'Такой услуги нет в квитанции этого лицевого счёта',
  serviceOnlyForCharges: 'Услугу указывают только при оплате начислений',
  /** The history's name of a payment for one service. */
  servicePaymentDescription: (serviceName: string) => `Оплата услуги «${serviceName}»`,
  accountTokenInvalid: 'Время на оплату по номеру счёта истекло. Введите номер лицевого счёта ещё раз',
  tooManyReplays: 'Слишком много повторных запросов этого платежа. Начните оплату заново',
} as const;

export const paymentNotFound = () => new ApiError(404, 'NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
export const accountClosed = () => new ApiError(409, 'ACCOUNT_CLOSED', PAYMENT_MESSAGES.accountClosed);
