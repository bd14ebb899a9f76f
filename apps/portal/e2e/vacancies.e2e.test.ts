import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startOperatorApi, type RunningOperatorApi } from '@resident/test-stack';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import { signInAs } from './support/nav';
import { at375 } from './support/profile';
import { pdfFile } from './support/sample-files';
import { pathOf } from './support/session';
import { startPortal } from './support/stack';

// Vacancies. Its own operator API and portal (the application changes the lists), and the
// operator's side played by the real operator CLI in a process of its own, as an operator runs it.
const ADMIN_TOKEN = 'e2e-vacancies-operator';
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../operator-api/src/operator-cli.ts');
const DRIVER = 'Водитель мусоровоза (категория C)';

let api: RunningOperatorApi;
let portal: Awaited<ReturnType<typeof startPortal>>;
let browser: Browser;

beforeAll(async () => {
  api = await startOperatorApi({ adminToken: ADMIN_TOKEN });
  portal = await startPortal(api.url);
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await api?.stop();
});

/** `operator <args>` against this file's operator API; its standard output. */
async function operatorCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=@resident/source', CLI, ...args], {
    env: { ...process.env, OPERATOR_API_URL: api.url, OPERATOR_ADMIN_TOKEN: ADMIN_TOKEN },
    timeout: 20_000,
  });
  return stdout;
}

async function openVacancies(page: Page, search = '') {
  const userId = pathOf(page).split('/')[2];
  await page.goto(`${portal.url}/resident/${userId}/vacancy${search}`);
  await page.getByRole('heading', { level: 1, name: 'Вакансии' }).waitFor({ timeout: 20_000 });
}

/**
 * Picks `option` in the labelled antd Select as a resident does: open it, click the option, see it
 * chosen. On a loaded machine a click on a list still opening once went nowhere (CI: the value never
 * showed); the resident would simply pick again, and so does this, until the value shows.
 */
async function choose(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  const chosen = page.locator('.ant-select', { has: field }).getByText(option, { exact: true });
  const listed = page.locator(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
  );
  await vi.waitFor(
    async () => {
      if (await chosen.isVisible()) return;
      if (!(await listed.isVisible())) await field.click();
      await listed.click({ timeout: 10_000 });
      await chosen.waitFor({ timeout: 10_000 });
    },
    { timeout: 60_000, interval: 200 },
  );
}

describe('vacancies', () => {
  it('lists the operator’s vacancies and filters them by city, schedule and salary', async () => {
    const { page } = browser;
    await signInAs(page, portal.url, 'plain@demo.ru');
    await openVacancies(page);
    await page.getByRole('heading', { name: DRIVER }).waitFor({ timeout: 20_000 });
    expect(await page.locator('.rp-vac-list > li').count()).toBe(6);
    expect(await seriousViolations(page, 'vacancies')).toEqual([]);
    await at375(page, 'vacancies');

    await choose(page, 'Город', 'Тверь');
    await choose(page, 'Район', 'Заволжский район');
    await choose(page, 'График', 'Сменный график');
    await page.getByLabel('Зарплата от, ₽').fill('90000');
    await page.getByLabel('Зарплата от, ₽').press('Enter');
    await expect.poll(() => page.locator('.rp-vac-list > li').count(), { timeout: 20_000 }).toBe(1);
    expect(new URL(page.url()).searchParams.get('salaryFrom')).toBe('90000');
    await page.getByLabel('Зарплата от, ₽').fill('100000');
    await page.getByLabel('Зарплата от, ₽').press('Enter');
    await page.getByText(/вакансий нет/).waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page, 'vacancies, nothing found')).toEqual([]);
    await page.getByRole('button', { name: 'Сбросить' }).click();
    await expect.poll(() => page.locator('.rp-vac-list > li').count(), { timeout: 20_000 }).toBe(6);
  });

  it('applies with a CV and sees the status the operator sets with the operator CLI', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: `Подробнее: ${DRIVER}` }).click();
    await page.getByRole('heading', { name: 'Обязанности' }).waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page, 'vacancy')).toEqual([]);
    await at375(page, 'vacancy');

    await page.getByRole('button', { name: 'Откликнуться' }).click();
    const drawer = page.getByRole('dialog', { name: 'Отклик на вакансию' });
    await drawer.getByLabel('Как к вам обращаться').waitFor({ timeout: 20_000 });
    expect(await drawer.getByLabel('Как к вам обращаться').inputValue()).not.toBe('');
    await drawer.getByLabel('Телефон').pressSequentially('912345');
    await drawer.getByRole('button', { name: 'Отправить отклик' }).click();
    await drawer.getByText('Введите телефон полностью').waitFor();
    await drawer.getByText('Прикрепите резюме').waitFor();
    await drawer.getByLabel('Телефон').pressSequentially('6789');
    await drawer.getByLabel('Сопроводительное письмо').fill('Водительский стаж 6 лет, категория C.');
    const cv = pdfFile(`резюме-${Date.now()}.pdf`);
    await drawer.getByLabel('Резюме').setInputFiles(cv);
    await drawer.getByText(cv.name).waitFor();
    expect(await seriousViolations(page, 'vacancy, application form')).toEqual([]);
    await at375(page, 'vacancy, application form');
    await page.waitForTimeout(600);
    await drawer.getByRole('button', { name: 'Отправить отклик' }).click();
    await page.getByText(`Отклик на вакансию «${DRIVER}» отправлен.`, { exact: false }).waitFor({ timeout: 20_000 });
    await page.getByText('Вы уже откликнулись на эту вакансию.', { exact: false }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Откликнуться' }).count()).toBe(0);

    // The operator's side: the CLI lists the application with the CV and invites the resident.
    const listed = await operatorCli('applications', 'new');
    const line = listed.split('\n').find((row) => row.includes(DRIVER) && row.includes(cv.name));
    expect(line, listed).toMatch(/^\d+\tnew\t/);
    const id = line!.split('\t')[0]!;
    expect(await operatorCli('application', id, 'invited')).toContain(`Application ${id} is now invited`);

    await openVacancies(page, '?tab=applications');
    const application = page.locator('article').filter({ has: page.getByRole('link', { name: DRIVER }) });
    await application.getByText('Приглашение на собеседование').waitFor({ timeout: 20_000 });
    await application.getByText(`Резюме: ${cv.name}`).waitFor();
    expect(await seriousViolations(page, 'my applications')).toEqual([]);
    await at375(page, 'my applications');
  });

  it('is open to a resident without a personal account (reduced route set)', async () => {
    const { page } = browser;
    await signInAs(page, portal.url, 'noaccount@demo.ru');
    await page
      .getByRole('link', { name: /Вакансии/ })
      .first()
      .click();
    await page.getByRole('heading', { name: DRIVER }).waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toMatch(/\/resident\/\d+\/vacancy$/);
  });
});
