/**
 * 'resident@demo.ru' → 'r***@demo.ru': enough for the resident to recognise their address, too
 * little for anyone looking over their shoulder.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${[...email.slice(0, at)][0] ?? ''}***${email.slice(at)}`;
}
