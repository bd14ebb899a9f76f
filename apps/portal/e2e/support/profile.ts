import { signInOverHttp } from '@resident/test-stack';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe';

/** No sideways scroll and no serious axe finding at a phone's 375 px; back to the desktop size after. */
export async function at375(page: Page, label: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  // The header's tab strip settles its width a frame or two after the resize.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), {
      message: `${label}: no sideways scroll at 375 px`,
    })
    .toBe(true);
  expect(await seriousViolations(page, `${label} at 375 px`)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];

/**
 * The newest receipt of account 7700000006 (plain@demo.ru), read as its owner: its month as the
 * linking form names it and its «Начислено» as a resident types it ('1520,40').
 */
export async function newestReceiptOfAccount6(portalUrl: string): Promise<{ month: string; amount: string }> {
  const api = `${portalUrl}/api`;
  const { access_token: token } = await signInOverHttp(api, 'plain@demo.ru');
  const get = async <T>(path: string) =>
    (await (await fetch(`${api}/v3/${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const { periods } = await get<{ periods: string[] }>('client/6/billing/periods');
  const period = [...periods].sort().at(-1)!;
  const { totals } = await get<{
    totals: { accrued: number; recalculation: number; penalty: number; benefit: number };
  }>(`client/6/billing/charges/${period}`);
  const kopecks = totals.accrued + totals.recalculation + totals.penalty - totals.benefit;
  return {
    month: `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`,
    amount: (kopecks / 100).toFixed(2).replace('.', ','),
  };
}

/** Types a receipt into the profile's linking form and sends it. */
export async function linkAccount6(page: Page, receipt: { month: string; amount: string }) {
  await page.getByLabel('Номер лицевого счёта').fill('7700000006');
  await page.getByLabel('Месяц квитанции').fill(receipt.month);
  // The month list is long: typing narrows it to the receipt's month.
  await page.getByLabel('Месяц квитанции').press('Enter');
  await page.getByLabel('Сумма из квитанции, ₽').fill(receipt.amount);
  await page.getByRole('button', { name: 'Привязать' }).click();
}
