import { describe, expect, it } from 'vitest';
import { bellShowing, openAppealsTab, threadMessages } from './support/appeals';
import { signInAs } from './support/nav';
import { liveSocketReady } from './support/live-socket';
import { operatorStackPerFile } from './support/operator-stack';
import { nextResponse } from './support/responses';
import { isSameDocument, markDocument } from './support/same-document';
import { pdfFile } from './support/sample-files';

// A help appeal answered by the operator. Its own stack: the test reads and changes the resident's unread answers.
const CATEGORY = 'Вывоз отходов';
const SEEDED_SUBJECT = 'Не пришла квитанция за май';
const UNREAD_PATH = '/api/v3/main/communication/unreadMessages';

const env = operatorStackPerFile();

/** What the API itself counts for the bell (spec §4: chats + change objects), as the header asks for it. */
async function tasksCountFromApi(): Promise<number> {
  const { token, contragentId } = await env.page.evaluate(() => ({
    token: localStorage.getItem('token'),
    contragentId: (JSON.parse(localStorage.getItem('user') ?? '{}') as { contragentId?: number | null }).contragentId,
  }));
  const query = contragentId == null ? '' : `?contragentId=${contragentId}`;
  const response = await fetch(`${env.stack.portalUrl}/api/v3/main/communication/tasks${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const tasks = (await response.json()) as { chats: unknown[]; changeObjects: unknown[] };
  return tasks.chats.length + tasks.changeObjects.length;
}

/** The chat page's answer to marking a chat read (DELETE unreadMessages?chatId=…), for the chat `which` accepts. */
function unreadCleared(which: (chatId: string | null) => boolean) {
  return nextResponse(
    env.page,
    (response, url) =>
      response.request().method() === 'DELETE' && url.pathname === UNREAD_PATH && which(url.searchParams.get('chatId')),
  );
}

function taskList() {
  return env.page.getByRole('region', { name: 'Задачи' });
}

/** The user menu's dropdown, where the tasks are listed (the trigger is named after the resident). */
async function openTaskDropdown() {
  await env.page.getByRole('button', { name: /Иванов Иван Иванович/ }).click();
  await taskList().waitFor();
}

/** Fills «Новое обращение» like a resident and sends it; resolves with the new chat's id. */
async function createAppeal(subject: string, body: string, attachment: ReturnType<typeof pdfFile>): Promise<number> {
  await env.page.getByRole('button', { name: 'Новое обращение' }).click();
  const form = env.page.getByRole('dialog', { name: 'Новое обращение' });
  await form.getByLabel('Тема обращения').click();
  // antd draws the visible options as titled items; its role=option copies are for screen readers only.
  await env.page.getByTitle(CATEGORY, { exact: true }).click();
  await form.getByLabel('Заголовок').fill(subject);
  await form.getByLabel('Текст обращения').fill(body);
  await form.getByLabel('Файлы').setInputFiles(attachment);
  await form.getByText(attachment.name).waitFor();
  await form.getByRole('button', { name: 'Отправить' }).click();
  await env.page.waitForURL(/\/chats\/\d+$/);
  return Number(new URL(env.page.url()).pathname.split('/').at(-1));
}

describe('a help appeal answered by the operator', () => {
  it('shows the answer live in the open chat, on the bell and in the tasks, and reading it clears the count', async () => {
    // The signed-in frame opens the tab's one live socket; every page after it uses the same one.
    const live = liveSocketReady(env.page);
    // signInAs answers the cookie question beforehand: its banner would slide over the drawer's buttons.
    await signInAs(env.page, env.stack.portalUrl, 'resident@demo.ru');
    await env.page.waitForURL(/\/resident\/\d+\/dashboard$/);
    const userId = new URL(env.page.url()).pathname.split('/')[2];
    await env.page.getByRole('button', { name: /^Уведомления: / }).waitFor();
    // Everything from here on must happen in this very document: a reload would drop the mark.
    await markDocument(env.page);

    // The resident writes in: the appeal opens as a chat holding the text and the attachment.
    const stamp = Date.now();
    const subject = `Не вывезли контейнер ${stamp}`;
    const body = 'Контейнер у дома 5 не вывозили три дня, фото приложено.';
    const attachment = pdfFile(`photo-${stamp}.pdf`);
    await openAppealsTab(env.page, 'Помощь');
    const chatId = await createAppeal(subject, body, attachment);
    await env.page.getByRole('heading', { name: subject, level: 1 }).waitFor();
    const opening = threadMessages(env.page).filter({ hasText: body });
    await opening.getByRole('button', { name: `Скачать ${attachment.name}` }).waitFor();
    await live;

    // The operator answers while the chat is open: the answer appears in it without a reload.
    const firstAnswer = `Здравствуйте! Машина приедет сегодня до 18:00. (${stamp})`;
    const firstAnswerRead = unreadCleared((chat) => chat === String(chatId));
    await env.stack.operator.answer(chatId, firstAnswer);
    await threadMessages(env.page).filter({ hasText: 'Оператор:' }).filter({ hasText: firstAnswer }).waitFor();
    // Seen in the open chat, so it is marked read at once.
    expect((await firstAnswerRead).ok()).toBe(true);
    expect(await isSameDocument(env.page)).toBe(true);

    // Another chat is open when the next answer comes, so it waits unread: the seeded one, which is
    // itself read on opening; the same socket serves it.
    const otherChatRead = unreadCleared((chat) => chat !== String(chatId));
    await openAppealsTab(env.page, 'Помощь');
    await env.page.getByRole('link', { name: SEEDED_SUBJECT }).click();
    await env.page.waitForURL(/\/chats\/\d+$/);
    expect((await otherChatRead).ok()).toBe(true);
    const baseline = await tasksCountFromApi();
    await bellShowing(env.page, baseline).waitFor();

    const secondAnswer = `Уточните, пожалуйста, номер контейнерной площадки. (${stamp})`;
    await env.stack.operator.answer(chatId, secondAnswer);
    await bellShowing(env.page, baseline + 1).waitFor();
    await openTaskDropdown();
    const task = taskList().getByRole('button').filter({ hasText: secondAnswer });
    await expect.poll(() => task.textContent()).toContain('в обращениях');

    // The task leads to the chat; seeing the answer there marks it read and the bell goes back down.
    await task.click();
    await env.page.waitForURL(new RegExp(`/resident/${userId}/chats/${chatId}$`));
    await env.page.getByRole('heading', { name: subject, level: 1 }).waitFor();
    await threadMessages(env.page).filter({ hasText: secondAnswer }).waitFor();
    await bellShowing(env.page, baseline).waitFor();
    expect(await tasksCountFromApi()).toBe(baseline);
    await openTaskDropdown();
    expect(await taskList().getByRole('button').filter({ hasText: secondAnswer }).count()).toBe(0);
    expect(await isSameDocument(env.page)).toBe(true);
  });
});
