/** What the resident typed on the card form, kept as typed so an error never erases it. */
export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardFormErrors = Partial<Record<keyof CardForm, string>>;

export interface ValidCard {
  /** Digits only. */
  digits: string;
  /** '•••• 4242'. */
  mask: string;
}

export const CARD_MESSAGES = {
  numberMissing: 'Введите номер карты',
  numberLength: 'Номер карты — от 16 до 19 цифр',
  numberLuhn: 'Номер карты введён с ошибкой. Проверьте цифры',
  expiryMissing: 'Введите срок действия карты',
  expiryFormat: 'Срок действия — месяц и год в формате ММ/ГГ, например 12/30',
  expiryPassed: 'Срок действия карты истёк',
  cvcMissing: 'Введите CVC',
  cvcFormat: 'CVC — три цифры на обратной стороне карты',
} as const;

/** Luhn (ISO/IEC 7812) check digit test: catches every single mistyped digit and most swaps. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardNumberError(digits: string, typed: string): string | undefined {
  if (typed.trim() === '') return CARD_MESSAGES.numberMissing;
  if (!/^[\d\s-]+$/.test(typed) || digits.length < 16 || digits.length > 19) return CARD_MESSAGES.numberLength;
  if (!passesLuhn(digits)) return CARD_MESSAGES.numberLuhn;
  return undefined;
}

/** A card is valid through the last day of its expiry month (UTC, like the acquirers' check). */
function expiryError(typed: string, now: number): string | undefined {
  if (typed.trim() === '') return CARD_MESSAGES.expiryMissing;
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(typed);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return CARD_MESSAGES.expiryFormat;
  const today = new Date(now);
  const expiryMonths = (2000 + Number(match[2])) * 12 + month - 1;
  const currentMonths = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return expiryMonths < currentMonths ? CARD_MESSAGES.expiryPassed : undefined;
}

function cvcError(typed: string): string | undefined {
  if (typed.trim() === '') return CARD_MESSAGES.cvcMissing;
  return /^\s*\d{3}\s*$/.test(typed) ? undefined : CARD_MESSAGES.cvcFormat;
}

/** Checks the card form; every field gets its own Russian message. */
export function validateCard(form: CardForm, now: number): { card: ValidCard } | { errors: CardFormErrors } {
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  const errors: CardFormErrors = {};
  const number = cardNumberError(digits, form.cardNumber);
  const expiry = expiryError(form.expiry, now);
  const cvc = cvcError(form.cvc);
  if (number) errors.cardNumber = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { digits, mask: `•••• ${digits.slice(-4)}` } };
}
