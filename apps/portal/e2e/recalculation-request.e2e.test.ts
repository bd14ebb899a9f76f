import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { composerOf, openAppealsTab, threadMessages } from './support/appeals';
import { signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { nextResponse } from './support/responses';
import { pdfFile } from './support/sample-files';

// A recalculation request for a temporary absence. Its own stack: the request it files would show up in other files' lists.
const CREATE_PATH = /^\/api\/v3\/client\/\d+\/changeObjects$/;
/** @resident/ui SubmitButton takes a second click within this many ms for a double click and drops it. */
const DOUBLE_CLICK_MS = 500;
/** Spec §5 "Documents". */
const DOCUMENTS_OF_EACH_TYPE = 'Загрузите документы каждого типа';

const env = operatorStackPerFile();

/** A day `daysAgo` before today as the pickers show it (DD.MM.YYYY). */
function shownDate(daysAgo: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  return (
    [date.getDate(), date.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('.') +
    `.${date.getFullYear()}`
  );
}

/** Types a date into a picker's input and leaves it with Tab: Enter would submit the form. */
async function typeDate(input: ReturnType<Page['getByPlaceholder']>, value: string) {
  await input.click();
  await input.pressSequentially(value);
  await input.press('Tab');
}

/** Resolves once the page's own clock says a new click on a SubmitButton counts as a new submit. */
async function pastDoubleClickWindow(since: number) {
  await env.page.waitForFunction(([from, window]) => Date.now() - from >= window, [since, DOUBLE_CLICK_MS] as const);
}

describe('a recalculation request for a temporary absence', () => {
  it('asks for every document type without losing the input, then files the request and opens its chat', async () => {
    // signInAs answers the cookie question beforehand: its banner would slide over the drawer's buttons.
    await signInAs(env.page, env.stack.portalUrl, 'resident@demo.ru');
    await env.page.waitForURL(/\/resident\/\d+\/dashboard$/);
    const userId = new URL(env.page.url()).pathname.split('/')[2];
    await openAppealsTab(env.page, 'Перерасчеты');

    await env.page.getByRole('button', { name: 'Новая заявка' }).click();
    const form = env.page.getByRole('dialog', { name: 'Новая заявка' });
    await form.getByRole('radio', { name: 'Временное отсутствие' }).check();
    // Fourteen days, both ends counted: more than the 5 a recalculation needs.
    const [from, to] = [shownDate(20), shownDate(7)];
    const start = form.getByPlaceholder('Начало');
    const end = form.getByPlaceholder('Окончание');
    await typeDate(start, from);
    await typeDate(end, to);
    const stamp = Date.now();
    const ticket = pdfFile(`ticket-${stamp}.pdf`);
    const certificate = pdfFile(`certificate-${stamp}.pdf`);
    const other = pdfFile(`employer-letter-${stamp}.pdf`);
    const comment = `Был в командировке, билеты и справка приложены (${stamp}).`;
    await form.getByLabel('Проездные документы').setInputFiles(ticket);
    await form.getByText(ticket.name).waitFor();
    await form.getByLabel('Другие документы').setInputFiles(other);
    await form.getByText(other.name).waitFor();
    await form.getByLabel('Комментарий').fill(comment);

    // Without the certificate the request is refused with the spec's words, and keeps everything.
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    const firstSubmitAt = await env.page.evaluate(() => Date.now());
    await form.getByText(DOCUMENTS_OF_EACH_TYPE, { exact: true }).waitFor();
    expect(await form.getByText(DOCUMENTS_OF_EACH_TYPE, { exact: true }).count()).toBe(1);
    expect(await form.getByRole('radio', { name: 'Временное отсутствие' }).isChecked()).toBe(true);
    expect(await start.inputValue()).toBe(from);
    expect(await end.inputValue()).toBe(to);
    expect(await form.getByLabel('Комментарий').inputValue()).toBe(comment);
    await form.getByText(ticket.name).waitFor();
    await form.getByText(other.name).waitFor();
    expect(new URL(env.page.url()).pathname).toBe(`/resident/${userId}/appeals/recalculation`);

    await form.getByLabel('Справка с места временного пребывания').setInputFiles(certificate);
    await form.getByText(certificate.name).waitFor();
    await expect.poll(() => form.getByText(DOCUMENTS_OF_EACH_TYPE, { exact: true }).count()).toBe(0);
    await pastDoubleClickWindow(firstSubmitAt);
    const created = nextResponse(
      env.page,
      (response, url) => response.request().method() === 'POST' && CREATE_PATH.test(url.pathname),
    );
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    const response = await created;
    // The server refuses a request lacking a required type, so a 200 also says both were sent as such.
    expect(response.status()).toBe(200);
    const request = (await response.json()) as { id: number; requestNumber: string };
    const chatPath = `/resident/${userId}/chats-recalculation/${request.id}`;

    // Filing it opens its chat: the comment with every document is the first message.
    await env.page.waitForURL((url) => url.pathname === chatPath);
    await env.page.getByRole('heading', { name: `Заявка №${request.requestNumber}`, level: 1 }).waitFor();
    const first = threadMessages(env.page).filter({ hasText: comment });
    await first.getByRole('button', { name: `Скачать ${ticket.name}` }).waitFor();
    await first.getByRole('button', { name: `Скачать ${certificate.name}` }).waitFor();
    await first.getByRole('button', { name: `Скачать ${other.name}` }).waitFor();

    // The list shows it with its number, status and period; opening it leads back to the same chat.
    await openAppealsTab(env.page, 'Перерасчеты');
    const link = env.page.getByRole('link', { name: `Заявка №${request.requestNumber}` });
    const row = env.page.getByRole('listitem').filter({ has: link });
    await row.getByText('Новая', { exact: true }).waitFor();
    await row.getByText(`Временное отсутствие с ${from} по ${to}`).waitFor();
    await link.click();
    await env.page.waitForURL((url) => url.pathname === chatPath);

    // The resident can write there; the message is stored and comes back in the thread.
    const message = `Оригиналы билетов могу принести в офис (${stamp}).`;
    await composerOf(env.page).getByRole('textbox', { name: 'Сообщение' }).fill(message);
    await composerOf(env.page).getByRole('button', { name: 'Отправить' }).click();
    await threadMessages(env.page).filter({ hasText: 'Вы:' }).filter({ hasText: message }).waitFor();
    await expect.poll(() => composerOf(env.page).getByRole('textbox', { name: 'Сообщение' }).inputValue()).toBe('');
  });
});
