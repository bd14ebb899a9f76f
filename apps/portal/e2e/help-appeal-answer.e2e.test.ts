import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bellShowing, openAppealsTab, threadMessages } from './support/appeals';
import { openBrowser, type Browser } from './support/browser';
import { freshSession } from './support/nav';
import { liveSocketReady } from './support/live-socket';
import { startOperatorStack } from './support/operator-stack';
import { nextResponse } from './support/responses';
import { isSameDocument, markDocument } from './support/same-document';
import { pdfFile } from './support/sample-files';
import { signIn } from './support/session';

// Issue #4, "Must show" 1. Its own stack: the test reads and changes the resident's unread answers.
const CATEGORY = 'Вывоз отходов';
const SEEDED_SUBJECT = 'Не пришла квитанция за май';
const UNREAD_PATH = '/api/v3/main/communication/unreadMessages';

let stack: Awaited<ReturnType<typeof startOperatorStack>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startOperatorStack();
  browser = await openBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** What the API itself counts for the bell (spec §4: chats + change objects), as the header asks for it. */
async function tasksCountFromApi(): Promise<number> {
  const { token, contragentId } = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    contragentId: (JSON.parse(localStorage.getItem('user') ?? '{}') as { contragentId?: number | null }).contragentId,
  }));
  const query = contragentId == null ? '' : `?contragentId=${contragentId}`;
  const response = await fetch(`${stack.portalUrl}/api/v3/main/communication/tasks${query}`, { headers: { authorization: `Bearer ${token}` } });
  const tasks = (await response.json()) as { chats: unknown[]; changeObjects: unknown[] };
  return tasks.chats.length + tasks.changeObjects.length;
}

/** The chat page's answer to marking a chat read (DELETE unreadMessages?chatId=…), for the chat `which` accepts. */
function unreadCleared(which: (chatId: string | null) => boolean) {
  return nextResponse(
    page,
    (response, url) => response.request().method() === 'DELETE' && url.pathname === UNREAD_PATH && which(url.searchParams.get('chatId')),
  );
}

function taskList() {
  return page.getByRole('region', { name: 'Задачи' });
}

/** The user menu's dropdown, where the tasks are listed (the trigger is named after the resident). */
async function openTaskDropdown() {
  await page.getByRole('button', { name: /Иванов Иван Иванович/ }).click();
  await taskList().waitFor();
}

/** Fills «Новое обращение» like a resident and sends it; resolves with the new chat's id. */
async function createAppeal(subject: string, body: string, attachment: ReturnType<typeof pdfFile>): Promise<number> {
  await page.getByRole('button', { name: 'Новое обращение' }).click();
  const form = page.getByRole('dialog', { name: 'Новое обращение' });
  await form.getByLabel('Тема обращения').click();
  // antd draws the visible options as titled items; its role=option copies are for screen readers only.
  await page.getByTitle(CATEGORY, { exact: true }).click();
  await form.getByLabel('Заголовок').fill(subject);
  await form.getByLabel('Текст обращения').fill(body);
  await form.getByLabel('Файлы').setInputFiles(attachment);
  await form.getByText(attachment.name).waitFor();
  await form.getByRole('button', { name: 'Отправить' }).click();
  await page.waitForURL(/\/chats\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

describe('a help appeal answered by the operator (issue #4)', () => {
  it('shows the answer live in the open chat, on the bell and in the tasks, and reading it clears the count', async () => {
    // The cookie question answered beforehand: its banner would slide over the drawer's buttons.
    await freshSession(page, stack.portalUrl);
    await signIn(page, stack.portalUrl, 'resident@demo.ru');
    await page.waitForURL(/\/resident\/\d+\/dashboard$/);
    const userId = new URL(page.url()).pathname.split('/')[2];
    await page.getByRole('button', { name: /^Уведомления: / }).waitFor();
    // Everything from here on must happen in this very document: a reload would drop the mark.
    await markDocument(page);

    // The resident writes in: the appeal opens as a chat holding the text and the attachment.
    const stamp = Date.now();
    const subject = `Не вывезли контейнер ${stamp}`;
    const body = 'Контейнер у дома 5 не вывозили три дня, фото приложено.';
    const attachment = pdfFile(`photo-${stamp}.pdf`);
    const liveOnNewChat = liveSocketReady(page);
    await openAppealsTab(page, 'Помощь');
    const chatId = await createAppeal(subject, body, attachment);
    await page.getByRole('heading', { name: subject, level: 1 }).waitFor();
    const opening = threadMessages(page).filter({ hasText: body });
    await opening.getByRole('button', { name: `Скачать ${attachment.name}` }).waitFor();
    await liveOnNewChat;

    // The operator answers while the chat is open: the answer appears in it without a reload.
    const firstAnswer = `Здравствуйте! Машина приедет сегодня до 18:00. (${stamp})`;
    const firstAnswerRead = unreadCleared((chat) => chat === String(chatId));
    await stack.operator.answer(chatId, firstAnswer);
    await threadMessages(page).filter({ hasText: 'Оператор:' }).filter({ hasText: firstAnswer }).waitFor();
    // Seen in the open chat, so it is marked read at once.
    expect((await firstAnswerRead).ok()).toBe(true);
    expect(await isSameDocument(page)).toBe(true);

    // Another chat is open when the next answer comes, so it waits unread: the seeded one, which is
    // itself read on opening. Its socket must be up before the operator writes.
    const liveOnOtherChat = liveSocketReady(page);
    const otherChatRead = unreadCleared((chat) => chat !== String(chatId));
    await openAppealsTab(page, 'Помощь');
    await page.getByRole('link', { name: SEEDED_SUBJECT }).click();
    await page.waitForURL(/\/chats\/\d+$/);
    expect((await otherChatRead).ok()).toBe(true);
    await liveOnOtherChat;
    const baseline = await tasksCountFromApi();
    await bellShowing(page, baseline).waitFor();

    const secondAnswer = `Уточните, пожалуйста, номер контейнерной площадки. (${stamp})`;
    await stack.operator.answer(chatId, secondAnswer);
    await bellShowing(page, baseline + 1).waitFor();
    await openTaskDropdown();
    const task = taskList().getByRole('button').filter({ hasText: secondAnswer });
    await expect.poll(() => task.textContent()).toContain('в обращениях');

    // The task leads to the chat; seeing the answer there marks it read and the bell goes back down.
    await task.click();
    await page.waitForURL(new RegExp(`/resident/${userId}/chats/${chatId}$`));
    await page.getByRole('heading', { name: subject, level: 1 }).waitFor();
    await threadMessages(page).filter({ hasText: secondAnswer }).waitFor();
    await bellShowing(page, baseline).waitFor();
    expect(await tasksCountFromApi()).toBe(baseline);
    await openTaskDropdown();
    expect(await taskList().getByRole('button').filter({ hasText: secondAnswer }).count()).toBe(0);
    expect(await isSameDocument(page)).toBe(true);
  });
});
