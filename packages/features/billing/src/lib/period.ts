import { formatMonth } from '@resident/ui';

/** 'Март 2026' for the billing period '2026-03' (a heading or a list entry). */
export function periodTitle(period: string): string {
  const month = formatMonth(`${period}-01`, period);
  return month.charAt(0).toUpperCase() + month.slice(1);
}

/** 'март 2026' inside a sentence. */
export function periodInText(period: string): string {
  return formatMonth(`${period}-01`, period);
}
