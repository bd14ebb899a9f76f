import type { Page } from 'playwright-core';

/**
 * A tab of «Обращения» reached the way a resident does: the side navigation's «Обращения» (which
 * opens Помощь), then the tab, link or whatever the layout renders for it.
 */
export async function openAppealsTab(page: Page, tab: 'Помощь' | 'Перерасчеты') {
  const tail = tab === 'Помощь' ? 'help' : 'recalculation';
  await page.getByRole('link', { name: 'Обращения' }).first().click();
  await page.waitForURL(/\/appeals(\/help)?$/);
  if (!page.url().endsWith(`/appeals/${tail}`)) {
    await page
      .getByRole('tab', { name: tab })
      .or(page.getByRole('link', { name: tab, exact: true }))
      .first()
      .click();
    await page.waitForURL(new RegExp(`/appeals/${tail}$`));
  }
  await page.getByRole('heading', { name: tab, level: 1 }).waitFor();
}

/** The header's bell once it shows `count` (its accessible name repeats the badge). */
export function bellShowing(page: Page, count: number) {
  return page.getByRole('button', { name: `Уведомления: ${count}`, exact: true });
}

export const composerOf = (page: Page) => page.getByRole('form', { name: 'Новое сообщение' });

export const threadMessages = (page: Page) => page.getByTestId('chat-message');
