import type { RentalQuote } from '@resident/contract';
import { countText, formatDate, formatKopecks } from '@resident/ui';

/** '1 день', '3 дня', '5 дней', '21 день'. */
/** '1 день', '3 дня', '5 дней', '21 день'. */
export const daysText = (count: number) => countText(count, { one: 'день', few: 'дня', many: 'дней' });
/** '1 месяц', '2 месяца', '5 месяцев'. */
export const monthsText = (count: number) => countText(count, { one: 'месяц', few: 'месяца', many: 'месяцев' });

/** 0.75 → '0,75 м³'. */
export const volumeText = (volume: number) => `${String(volume).replace('.', ',')} м³`;

/** '01.06.2026 – 30.06.2026'. */
export const periodText = (start: string, end: string) => `${formatDate(start)} – ${formatDate(end)}`;

/**
 * How the quoted amount is made up, in the rule's words: '1 месяц × 2 500,00 ₽ + 5 дней × 150,00 ₽';
 * days past the cap say they cost a month; a period cheaper by the day says so.
 */
export function priceBreakdown(
  quote: Pick<RentalQuote, 'days' | 'months' | 'restDays' | 'pricePerDay' | 'pricePerMonth' | 'amount'>,
): string {
  const { days, months, restDays, pricePerDay, pricePerMonth, amount } = quote;
  const restCost = Math.min(restDays * pricePerDay, pricePerMonth);
  if (amount < months * pricePerMonth + restCost) return `${daysText(days)} × ${formatKopecks(pricePerDay)}`;
  const parts: string[] = [];
  if (months > 0) parts.push(`${monthsText(months)} × ${formatKopecks(pricePerMonth)}`);
  if (restDays > 0) {
    parts.push(
      restCost < restDays * pricePerDay
        ? `${daysText(restDays)} по цене месяца, ${formatKopecks(pricePerMonth)}`
        : `${daysText(restDays)} × ${formatKopecks(pricePerDay)}`,
    );
  }
  return parts.join(' + ');
}
