import { isValidEmail, MESSAGES, normalizePhone, phoneProblem } from '@resident/ui';

/** Where the fiscal receipt (54-ФЗ) goes, as the payment body names it. */
export type ReceiptContact =
  { receiptEmail: string; receiptPhone?: undefined } | { receiptPhone: string; receiptEmail?: undefined };

export const RECEIPT_CONTACT_TEXTS = {
  neither: 'Укажите email или номер телефона, например ivanov@mail.ru или +7 912 345-67-89',
} as const;

/**
 * One field takes an email or a phone, as a resident would write either ('+7 912 345-67-89',
 * '8 (912) 345 67 89'): an '@' means an email. Returns the body fields, or the spec §5 message.
 */
export function parseReceiptContact(
  text: string,
): { contact: ReceiptContact; problem?: undefined } | { contact?: undefined; problem: string } {
  const value = text.trim();
  if (value === '') return { problem: MESSAGES.required };
  if (value.includes('@'))
    return isValidEmail(value) ? { contact: { receiptEmail: value } } : { problem: MESSAGES.email };
  if (!/\d/.test(value)) return { problem: RECEIPT_CONTACT_TEXTS.neither };
  const problem = phoneProblem(value);
  if (problem === 'incomplete') return { problem: MESSAGES.phoneIncomplete };
  const phone = problem ? null : normalizePhone(value);
  return phone ? { contact: { receiptPhone: phone } } : { problem: MESSAGES.phone };
}
