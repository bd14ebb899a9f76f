import { USER_MENU_TEXTS } from './user-menu-texts.ts';

/** 'Л/С 1234567890', or 'Не определен' when the user has no personal account number. */
export function accountLabel(number: string | null | undefined): string {
  const trimmed = number?.trim();
  return trimmed ? USER_MENU_TEXTS.account(trimmed) : USER_MENU_TEXTS.accountMissing;
}

/** The full name, or 'Пользователь' when it is missing or blank. */
export function displayName(fullName?: string | null): string {
  return fullName?.trim() || USER_MENU_TEXTS.anonymous;
}
