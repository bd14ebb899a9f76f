import type { RentalQuote } from '@resident/contract';
import { formatKopecks } from '@resident/payments';

/** '1 день', '3 дня', '5 дней', '21 день'. */
export function plural(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

export const daysText = (count: number) => `${count} ${plural(count, 'день', 'дня', 'дней')}`;
export const monthsText = (count: number) => `${count} ${plural(count, 'месяц', 'месяца', 'месяцев')}`;

/** 0.75 → '0,75 м³'. */
export const volumeText = (volume: number) => `${String(volume).replace('.', ',')} м³`;

/** '2026-06-01' → '01.06.2026'. */
export const dateText = (date: string) => date.split('-').reverse().join('.');

export const periodText = (start: string, end: string) => `${dateText(start)} – ${dateText(end)}`;

/**
 * How the quoted amount is made up, in the rule's words: '1 месяц × 2 500,00 ₽ + 5 дней × 150,00 ₽';
 * days past the cap say they cost a month; a period cheaper by the day says so.
 */
export function priceBreakdown(quote: Pick<RentalQuote, 'days' | 'months' | 'restDays' | 'pricePerDay' | 'pricePerMonth' | 'amount'>): string {
  const { days, months, restDays, pricePerDay, pricePerMonth, amount } = quote;
  const restCost = Math.min(restDays * pricePerDay, pricePerMonth);
  if (amount < months * pricePerMonth + restCost) return `${daysText(days)} × ${formatKopecks(pricePerDay)}`;
  const parts: string[] = [];
  if (months > 0) parts.push(`${monthsText(months)} × ${formatKopecks(pricePerMonth)}`);
  if (restDays > 0) {
    parts.push(restCost < restDays * pricePerDay ? `${daysText(restDays)} по цене месяца, ${formatKopecks(pricePerMonth)}` : `${daysText(restDays)} × ${formatKopecks(pricePerDay)}`);
  }
  return parts.join(' + ');
}
