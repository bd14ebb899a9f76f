// Small on purpose, without @resident/contract's parser: the support phone is on every guest
// page's first load (ContactLinks).

/** A phone as residents read it: '+78001234567' → '+7 (800) 123-45-67'; anything else as given. */
export function formatPhoneNumber(phone: string): string {
  return phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 ($1) $2-$3-$4');
}

/** A СНИЛС as printed on the card: '11223344595' → '112-233-445 95'; anything else as given. */
export function formatSnils(snils: string): string {
  return snils.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1-$2-$3 $4');
}
