import { addMonths, MONTHS_GENITIVE, periodOf } from '../billing/period.ts';

export interface DemoNotice {
  title: string;
  text: string;
}

/** What a demo notice about a change starts with; the seed recognises its own notices by it. */
export const DEMO_TARIFF_TITLE_PREFIX = 'Новый тариф с 1 ';

/**
 * The demo's notice of a tariff change, dated from the seed's now: it always announces the 1st of
 * the next month (in Moscow), so it never reads as news of a date long past («Новый тариф с 1 июля»
 * in November).
 */
export function tariffNotice(now: number): DemoNotice {
  const next = addMonths(periodOf(now), 1);
  const month = MONTHS_GENITIVE[Number(next.slice(5, 7)) - 1];
  return {
    title: `${DEMO_TARIFF_TITLE_PREFIX}${month}`,
    text: `С 1 ${month} ${next.slice(0, 4)} года изменяется тариф на услугу по обращению с ТКО. Подробности — в разделе «Счета и расчёты».`,
  };
}
