import { MESSAGES } from '@resident/ui';

/** A personal account number has 10 digits (the contract's AccountNumberSchema). */
export const ACCOUNT_NUMBER_LENGTH = 10;

export const ACCOUNT_NUMBER_TEXTS = {
  length: 'Номер лицевого счёта — 10 цифр. Он напечатан в квитанции',
} as const;

/** What the resident typed, without the spaces and dashes a receipt prints between digit groups. */
export function normalizeAccountNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** Why the typed number cannot be looked up, or undefined when it can. */
export function accountNumberProblem(typed: string): string | undefined {
  const number = normalizeAccountNumber(typed);
  if (number === '') return MESSAGES.required;
  if (!/^\d+$/.test(number)) return MESSAGES.digitsOnly;
  if (number.length !== ACCOUNT_NUMBER_LENGTH) return ACCOUNT_NUMBER_TEXTS.length;
  return undefined;
}
