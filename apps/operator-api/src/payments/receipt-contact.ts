/** 'ivanov@demo.ru' → 'i***@demo.ru': enough to recognise one's own address, not to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.charAt(0)}***${email.slice(at)}`;
}

/** '+79991234567' → '+7 *** ***-45-67'. */
export function maskPhone(phone: string): string {
  return `+7 *** ***-${phone.slice(-4, -2)}-${phone.slice(-2)}`;
}

export function maskedReceiptContact(email: string | null, phone: string | null): string | null {
  if (email) return maskEmail(email);
  if (phone) return maskPhone(phone);
  return null;
}
