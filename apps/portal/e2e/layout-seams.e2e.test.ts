import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_HEADER_TEXTS } from '../src/shell/app-header/app-header-texts';
import { signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { pathOf } from './support/session';

// Navigation and layout, measured in the browser at 390×844 and 1280×800.
// The file's own operator API: it saves a phone and a СНИЛС in the profile.
const file = operatorStackPerFile();

const PHONE = { width: 390, height: 844 };
/** expect.poll waits 1 s by default; a loaded machine needs longer for a page to settle. */
const settle = { timeout: 15_000 };
const DESKTOP = { width: 1280, height: 800 };

type Box = { x: number; y: number; width: number; height: number };
async function box(page: Page, locator: ReturnType<Page['locator']>): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${String(locator)}`);
  return found;
}

/** The resident's path for `tail`, e.g. 'billing?tab=payments'. */
let residentBase = '';
async function open(page: Page, tail: string) {
  await page.goto(`${file.stack.portalUrl}${residentBase}/${tail}`);
}

async function signedIn(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  if (!residentBase) {
    await signInAs(page, file.stack.portalUrl, 'resident@demo.ru');
    residentBase = pathOf(page).replace(/\/dashboard$/, '');
  }
}

describe('header tabs (items 1 and 2)', () => {
  it('«Перерасчеты» is underlined on its path, and «Помощь» leads back', async () => {
    const { page } = file;
    await signedIn(page, DESKTOP);
    await open(page, 'appeals/recalculation');
    await page.getByRole('heading', { level: 1, name: 'Перерасчеты' }).waitFor();
    const recalculation = page.getByRole('tab', { name: 'Перерасчеты' });
    await expect.poll(() => recalculation.getAttribute('aria-selected'), settle).toBe('true');
    expect(await page.getByRole('tab', { name: 'Помощь' }).getAttribute('aria-selected')).toBe('false');

    await page.getByRole('tab', { name: 'Помощь' }).click();
    await page.waitForURL(/\/appeals\/help$/);
    await page.getByRole('heading', { level: 1, name: 'Помощь' }).waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Помощь' }).getAttribute('aria-selected'), settle)
      .toBe('true');
  });

  it('the profile’s five tabs are all reachable at 390 px through the strip’s visible cue', async () => {
    const { page } = file;
    await signedIn(page, PHONE);
    // The strip then scrolls at once, so each tap's end is the next state to read.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, 'profile');
    await page.getByRole('heading', { level: 1, name: 'Личные данные' }).waitFor();
    const consents = page.getByRole('tab', { name: 'Согласия' });
    await consents.waitFor();
    // Off-screen at first, and a cue on the screen says so.
    expect((await box(page, consents)).x).toBeGreaterThanOrEqual(PHONE.width);
    const more = page.getByTitle(APP_HEADER_TEXTS.tabsMore);
    await more.waitFor();
    const cue = await box(page, more);
    expect(cue.x).toBeGreaterThanOrEqual(0);
    expect(cue.x + cue.width).toBeLessThanOrEqual(PHONE.width);
    expect(cue.width).toBeGreaterThanOrEqual(24); // WCAG 2.5.8 target size

    // The cue scrolls the strip on until the last tab is whole on the screen.
    for (let taps = 0; taps < 5 && (await more.isVisible()); taps++) {
      const before = (await box(page, consents)).x;
      await more.click();
      await expect.poll(async () => (await box(page, consents)).x, settle).toBeLessThan(before);
    }
    const last = await box(page, consents);
    expect(last.x).toBeGreaterThanOrEqual(0);
    expect(last.x + last.width).toBeLessThanOrEqual(PHONE.width);
    await expect.poll(() => page.getByTitle(APP_HEADER_TEXTS.tabsBack).isVisible(), settle).toBe(true);

    await consents.click();
    await page.waitForURL(/\?tab=consents$/);
    await expect.poll(() => consents.getAttribute('aria-selected'), settle).toBe('true');
    await page.emulateMedia({ reducedMotion: null });
  });

  it('a tab opened by its address is brought into view on a phone', async () => {
    const { page } = file;
    await signedIn(page, PHONE);
    await open(page, 'profile?tab=security');
    const security = page.getByRole('tab', { name: 'Безопасность' });
    await expect.poll(() => security.getAttribute('aria-selected'), settle).toBe('true');
    await expect
      .poll(async () => {
        const tab = await box(page, security);
        return tab.x >= 0 && tab.x + tab.width <= PHONE.width;
      }, settle)
      .toBe(true);
  });
});

describe('filter button (item 3)', () => {
  it('is offered on billing’s payments, whose period filter it opens, and on no other billing tab', async () => {
    const { page } = file;
    await signedIn(page, DESKTOP);
    const filter = page.getByRole('button', { name: APP_HEADER_TEXTS.filter });
    await open(page, 'billing?tab=payments');
    await filter.waitFor();
    await filter.click();
    // The payments' period (antd's range picker) is in the opened panel.
    await page.getByRole('region', { name: 'Фильтры' }).locator('input').first().waitFor();

    for (const tab of ['Начисления', 'Квитанции', 'Акт сверки']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected'), settle).toBe('true');
      await page.getByRole('heading', { level: 1, name: tab }).waitFor();
      await expect.poll(() => filter.count(), { ...settle, message: `no «Фильтры» on «${tab}»` }).toBe(0);
      expect(await page.locator('#sub-panel').isVisible()).toBe(false);
    }
  });
});

describe('layout (item 4)', () => {
  it('the charges table fits 1280×800 beside the navigation, «Долг на конец» included', async () => {
    const { page } = file;
    await signedIn(page, DESKTOP);
    await open(page, 'billing');
    const region = page.getByRole('region', { name: 'Начисления по услугам' });
    await region.getByRole('columnheader', { name: 'Долг на конец' }).waitFor();
    const widths = await region.evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const table = await box(page, region);
    const last = await box(page, region.getByRole('columnheader', { name: 'Долг на конец' }));
    expect(last.x + last.width).toBeLessThanOrEqual(table.x + table.width + 0.5);
  });

  it('«Помощь» and «Перерасчеты» have the title size of the other pages', async () => {
    const { page } = file;
    await signedIn(page, DESKTOP);
    const titleSize = async (tail: string, name: string) => {
      await open(page, tail);
      const heading = page.getByRole('heading', { level: 1, name });
      await heading.waitFor();
      return heading.evaluate((element) => getComputedStyle(element).fontSize);
    };
    const billing = await titleSize('billing', 'Начисления');
    const profile = await titleSize('profile', 'Личные данные');
    expect(profile).toBe(billing);
    expect(await titleSize('appeals/help', 'Помощь')).toBe(billing);
    expect(await titleSize('appeals/recalculation', 'Перерасчеты')).toBe(billing);
  });

  it('the recalculation list’s unread count stands beside the request number, not over it', async () => {
    const { page } = file;
    await signedIn(page, PHONE);
    await open(page, 'appeals/recalculation');
    const link = page.getByRole('link', { name: 'Заявка №П-000123' });
    await link.waitFor();
    const badge = page.getByRole('listitem').filter({ has: link }).locator('.ant-badge');
    await badge.first().waitFor();
    const number = await box(page, link);
    const count = await box(page, badge.first());
    const overlaps =
      count.x < number.x + number.width &&
      number.x < count.x + count.width &&
      count.y < number.y + number.height &&
      number.y < count.y + count.height;
    expect(overlaps).toBe(false);
  });

  it('the recalculation form’s reasons stand in one column on a phone, each whole on the screen', async () => {
    const { page } = file;
    await signedIn(page, PHONE);
    await open(page, 'appeals/recalculation');
    await page.getByRole('button', { name: 'Новая заявка' }).click();
    const drawer = page.getByRole('dialog', { name: 'Новая заявка' });
    const reasons = drawer.getByRole('radiogroup').first().locator('label');
    await reasons.first().waitFor();
    expect(await reasons.count()).toBeGreaterThanOrEqual(3);
    // Read once the drawer has slid in: every reason starts at the same x, is as wide as the others,
    // stands below the one before, and ends on the screen.
    const inOneColumn = async () => {
      const boxes: Box[] = [];
      for (let i = 0; i < (await reasons.count()); i++) boxes.push(await box(page, reasons.nth(i)));
      return boxes.every(
        (reason, i) =>
          Math.abs(reason.x - boxes[0]!.x) < 0.5 &&
          // As wrapped buttons they were ragged (201, 315, 195 px) with joined corners.
          Math.abs(reason.width - boxes[0]!.width) < 0.5 &&
          reason.x + reason.width <= PHONE.width &&
          (i === 0 || reason.y >= boxes[i - 1]!.y + boxes[i - 1]!.height - 0.5),
      );
    };
    await expect.poll(inOneColumn, { ...settle, message: 'the reasons in one column on the screen' }).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('a phone number and a СНИЛС are never broken across lines at 390 px', async () => {
    const { page } = file;
    await signedIn(page, PHONE);
    await open(page, 'profile');
    await page.getByRole('button', { name: 'Изменить' }).click();
    await page.getByLabel('Телефон').pressSequentially('89123456789');
    await page.getByLabel('СНИЛС').pressSequentially('11223344595');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Данные успешно сохранены').waitFor({ timeout: 20_000 });
    for (const shown of ['+7 (912) 345-67-89', '112-233-445 95']) {
      const value = page.getByText(shown, { exact: true });
      await value.waitFor();
      // An inline box broken across lines has one rectangle per line.
      expect(await value.evaluate((element) => element.getClientRects().length), shown).toBe(1);
    }
  });
});

// The walk's follow-ups at 390 px, after the items above were fixed.
describe('at 390 px (the walk’s follow-ups)', () => {
  it('the personal data read whole: each label and value on one line, the label above its value', async () => {
    const { page } = file;
    await signedIn(page, PHONE);
    await open(page, 'profile');
    await page.getByRole('heading', { level: 1, name: 'Личные данные' }).waitFor();
    const data = page.locator('.ant-descriptions');
    const email = data.getByText('resident@demo.ru', { exact: true });
    await email.waitFor();
    const label = data.getByText('Электронная почта (логин)', { exact: true });
    // A label column beside the values left them a third of the width: «resident@d / emo.ru».
    const cells = data.locator('.ant-descriptions-item-label, .ant-descriptions-item-content');
    expect(await cells.count()).toBeGreaterThanOrEqual(14);
    // A cell's lines: the height of its text over its line height.
    const lines = await cells.evaluateAll((all) =>
      all.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return {
          text: cell.textContent,
          lines: Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(cell).lineHeight)),
        };
      }),
    );
    expect(lines.filter((cell) => cell.lines !== 1)).toEqual([]);
    const labelBox = await box(page, label);
    const emailBox = await box(page, email);
    expect(emailBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height);
    expect(emailBox.x + emailBox.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('on a computer the label still stands beside its value', async () => {
    const { page } = file;
    await signedIn(page, DESKTOP);
    await open(page, 'profile');
    const data = page.locator('.ant-descriptions');
    const email = data.getByText('resident@demo.ru', { exact: true });
    await email.waitFor();
    const label = await box(page, data.getByText('Электронная почта (логин)', { exact: true }));
    expect((await box(page, email)).x).toBeGreaterThan(label.x + label.width);
  });

  it('billing’s «Акт сверки» is reached through the tabs strip’s cue', async () => {
    const { page } = file;
    await signedIn(page, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, 'billing');
    await page.getByRole('heading', { level: 1, name: 'Начисления' }).waitFor();
    const reconciliation = page.getByRole('tab', { name: 'Акт сверки' });
    await reconciliation.waitFor();
    const more = page.getByTitle(APP_HEADER_TEXTS.tabsMore);
    await more.waitFor();
    const cue = await box(page, more);
    expect(cue.x + cue.width).toBeLessThanOrEqual(PHONE.width);
    const whole = async () => {
      const tab = await box(page, reconciliation);
      // Whole, and not under the cue while the cue is shown.
      const covered = (await more.isVisible()) && tab.x + tab.width > (await box(page, more)).x;
      return tab.x >= 0 && tab.x + tab.width <= PHONE.width && !covered;
    };
    expect(await whole()).toBe(false);
    await more.click();
    await expect.poll(whole, settle).toBe(true);
    await reconciliation.click();
    await page.waitForURL(/\?tab=reconciliation$/);
    await page.getByRole('heading', { level: 1, name: 'Акт сверки' }).waitFor();
    await page.emulateMedia({ reducedMotion: null });
  });

  it('the «Помощь» list’s unread count stands beside the subject, not over its last letter', async () => {
    const { page } = file;
    await signedIn(page, PHONE);
    await open(page, 'appeals/help');
    const link = page.getByRole('link', { name: 'Не пришла квитанция за май' });
    await link.waitFor();
    const badge = page.getByRole('listitem').filter({ has: link }).locator('.ant-badge');
    await badge.first().waitFor();
    const subject = await box(page, link);
    const count = await box(page, badge.first());
    const overlaps =
      count.x < subject.x + subject.width &&
      subject.x < count.x + count.width &&
      count.y < subject.y + subject.height &&
      subject.y < count.y + count.height;
    expect(overlaps).toBe(false);
    expect(subject.x + subject.width).toBeLessThanOrEqual(PHONE.width);
  });
});
