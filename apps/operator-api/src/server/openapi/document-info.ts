/**
 * The contract's version: the v3 base the portal calls. Raise it with any change an operator's
 * backend must follow (a new required field, a new operation the portal calls).
 */
export const CONTRACT_VERSION = '3.0.0';

/** The repository's licence (LICENSE at its root), named as SPDX names it. */
export const LICENSE = { name: 'Apache 2.0', identifier: 'Apache-2.0' };

/** Every tag an operation uses, declared once with what it covers. */
export const OPENAPI_TAGS = [
  { name: 'oauth', description: 'Вход, обновление и отзыв токенов (базовая авторизация клиента)' },
  { name: 'public', description: 'Вызовы без входа (freeAccess): задача altcha, брендирование, файлы бренда' },
  {
    name: 'registration',
    description:
      'Регистрация, подтверждение email, восстановление пароля, текст согласия (базовая авторизация клиента)',
  },
  { name: 'resident', description: 'Вошедший житель: пользователь, лицевые счета, уведомления (Bearer)' },
  { name: 'profile', description: 'Профиль, привязка лицевых счетов, сеансы, пароль, согласие (Bearer)' },
  { name: 'communication', description: 'Обращения, чаты, сообщения, документы, задачи и непрочитанные (Bearer)' },
  { name: 'objects', description: 'Объекты (адреса) лицевого счёта и заявки на их изменение (Bearer)' },
  { name: 'billing', description: 'Начисления, платежи, квитанции и акты сверки лицевого счёта (Bearer)' },
  { name: 'payments', description: 'Оплата картой через эквайера, оплата без входа (/pay), уведомления эквайера' },
  { name: 'service-pay', description: 'Оплата услуг лицевого счёта, автоплатёж и сохранённые карты (Bearer)' },
  { name: 'installments', description: 'Рассрочка погашения задолженности (Bearer)' },
  { name: 'litigation', description: 'Судебная работа по задолженности и госпошлина (Bearer)' },
  { name: 'waste-removal', description: 'Заказ вывоза отходов (Bearer)' },
  { name: 'container-rental', description: 'Аренда контейнеров (Bearer)' },
  { name: 'insurance', description: 'Страхование имущества на витрине партнёра (токен маркетплейса)' },
  { name: 'vacancies', description: 'Вакансии и отклики (Bearer)' },
  { name: 'prizes', description: 'Акции и призы для жителей без задолженности (Bearer)' },
  { name: 'service', description: 'Служебные вызовы' },
];

export const SECURITY_SCHEMES = {
  clientBasic: { type: 'http', scheme: 'basic', description: 'The basic client credential of the portal' },
  bearer: { type: 'http', scheme: 'bearer', description: 'access_token from POST /api/oauth/token' },
  marketplace: {
    type: 'http',
    scheme: 'bearer',
    description: 'marketplace_token from POST /api/oauth/token (the marketplace base)',
  },
} as const;
