import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { at375 } from './support/profile';
import { pathOf } from './support/session';

// Prizes. Read-only, but its own stack as every operator-side file has.
const file = operatorStackPerFile();
const RUNNING = 'Платите вовремя — выигрывайте!';
const FINISHED = 'Осенний розыгрыш для добросовестных плательщиков';

async function openPrizes(page: Page) {
  const userId = pathOf(page).split('/')[2];
  await page.goto(`${file.stack.portalUrl}/resident/${userId}/prizes`);
  await page.getByRole('heading', { level: 1, name: 'Призы' }).waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { name: RUNNING }).waitFor({ timeout: 20_000 });
}

const cardOf = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });

describe('prizes', () => {
  it('a resident with a debt sees why the account does not take part, and where to pay', async () => {
    const { page } = file;
    await signInAs(page, file.stack.portalUrl, 'debtor@demo.ru');
    await openPrizes(page);
    const running = cardOf(page, RUNNING);
    await running.getByText(/Вы пока не участвуете: по лицевому счёту есть задолженность\./).waitFor();
    await running.getByText(/Задолженность: [\d\s ]+,\d{2}\s₽\./).waitFor();
    await running.getByRole('link', { name: 'Оплатить задолженность' }).waitFor();
    await cardOf(page, FINISHED)
      .getByText(/ваш лицевой счёт не выиграл/)
      .waitFor();
    expect(await seriousViolations(page, 'prizes, debtor')).toEqual([]);
    await at375(page, 'prizes, debtor');
    await running.getByRole('link', { name: 'Оплатить задолженность' }).click();
    await page.waitForURL(/\/billing/, { timeout: 20_000 });
  });

  it('a resident without debt (autopay keeps an advance) takes part and sees the prize won in the finished draw', async () => {
    const { page } = file;
    await signInAs(page, file.stack.portalUrl, 'plain@demo.ru');
    await openPrizes(page);
    await cardOf(page, RUNNING).getByText('Вы участвуете: по лицевому счёту нет задолженности.').waitFor();
    const finished = cardOf(page, FINISHED);
    await finished
      .getByText('Поздравляем! Ваш лицевой счёт выиграл приз: Сертификат на 3 000 ₽ в магазин бытовой техники.')
      .waitFor();
    await finished.getByText('Лицевой счёт 77******06').waitFor();
    await finished.getByRole('heading', { name: 'Как получить приз' }).waitFor();
    expect(await seriousViolations(page, 'prizes, winner')).toEqual([]);
    await at375(page, 'prizes, winner');
  });

  it('a closed account is told it does not take part', async () => {
    const { page } = file;
    await signInAs(page, file.stack.portalUrl, 'closed@demo.ru');
    await openPrizes(page);
    await cardOf(page, RUNNING).getByText('Лицевой счёт закрыт, поэтому он не участвует в акциях.').waitFor();
    expect(await seriousViolations(page, 'prizes, closed')).toEqual([]);
  });
});
