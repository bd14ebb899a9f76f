/** Spec §8 "Error body mapping": server code or text → what the resident reads. */
export const ERROR_TEXTS = {
  KEYCLOAK_USER_ALREADY_EXIST: 'Пользователь с таким email уже зарегистрирован',
  UnknownException: 'Непредвиденная ошибка системы',
  'Invalid user credentials': 'Не верный логин или пароль',
  FILE_NOT_FOUND_ON_SERVER: 'Файл не найден на сервере',
  Internal_error_title: 'Внутренняя ошибка',
} as const satisfies Record<string, string>;

/** Spec §8: an error body with neither details nor message. */
export const UNKNOWN_ERROR_TEXT = 'Непредвиденная ошибка системы';
/** Spec §8/§9: a failed token refresh that is not an invalid refresh token. */
export const SESSION_EXPIRED_TEXT = 'Время сессии истекло';
/** Spec §8 "Other": at login when the user has no contractor and is not verified. */
export const ACCOUNT_NOT_FOUND_TEXT = 'Лицевой счет не найден';
/** Not in the spec: fetch itself failed (offline, DNS, CORS). */
export const NETWORK_ERROR_TEXT = 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз';
/** Not in the spec: the request ran into its timeout. */
export const TIMEOUT_ERROR_TEXT = 'Сервер не ответил вовремя. Попробуйте ещё раз';

/**
 * Re-declared from @resident/contract on purpose: importing them from there would pull zod into
 * the portal bundle. A test keeps both copies equal.
 */
export const INVALID_REFRESH_TOKEN = 'Invalid refresh token';
export const INVALID_USER_CREDENTIALS = 'Invalid user credentials';
