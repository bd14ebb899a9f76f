import { beforeAll, describe, expect, it } from 'vitest';
import { composerOf, openAppealsTab, threadMessages } from './support/appeals';
import { operatorStackPerFile } from './support/operator-stack';
import { signIn } from './support/session';

// Its own operator API, like tasks.e2e.test.ts: these tests write into the seeded chat.
const MESSAGE_PATH = '/api/v3/main/communication/message';
const SEEDED_SUBJECT = 'Не пришла квитанция за май';

const env = operatorStackPerFile();

beforeAll(async () => {
  await signIn(env.page, env.stack.portalUrl, 'resident@demo.ru');
  await env.page.waitForURL(/\/dashboard$/);
  await bell().waitFor();
});

function bell() {
  return env.page.getByRole('button', { name: /^Уведомления: / });
}

const composer = () => composerOf(env.page);
const messages = () => threadMessages(env.page);

/** Opens a help chat from the Помощь list by its subject. */
async function openChat(subject: string) {
  await openAppealsTab(env.page, 'Помощь');
  await env.page.getByText(subject, { exact: true }).first().click();
  await env.page.waitForURL(/\/chats\/\d+/);
  await env.page.getByRole('heading', { name: subject }).or(env.page.getByText(subject).first()).first().waitFor();
  await composer().getByRole('textbox', { name: 'Сообщение' }).waitFor();
}

async function sendFromComposer(text: string) {
  await composer().getByRole('textbox', { name: 'Сообщение' }).fill(text);
  await composer().getByRole('button', { name: 'Отправить' }).click();
}

describe('help appeals and chats against the real API', () => {
  it("carries the live-update websocket through the portal server with the resident's token", async () => {
    const first = await env.page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/ws`, [
            'bearer',
            localStorage.getItem('token') ?? '',
          ]);
          socket.onmessage = (event) => {
            resolve(String(event.data));
            socket.close();
          };
          socket.onclose = (event) => resolve(`closed ${event.code}`);
        }),
    );
    expect(JSON.parse(first)).toEqual({ type: 'ready' });
  });

  it('shows a message with markup as plain text and creates no element from it', async () => {
    let dialogs = 0;
    const onDialog = (dialog: { dismiss(): Promise<void> }) => {
      dialogs++;
      void dialog.dismiss();
    };
    env.page.on('dialog', onDialog);
    try {
      await openChat(SEEDED_SUBJECT);
      const payload = `Проверка <img src=x onerror=alert(1)> ${Date.now()}`;
      await sendFromComposer(payload);
      const sent = messages().filter({ hasText: payload });
      await sent.waitFor();
      expect(await sent.count()).toBe(1);
      expect(await sent.locator('img').count()).toBe(0);
      expect(await env.page.locator('img[src="x"]').count()).toBe(0);
      // Give a broken image's onerror a moment to fire if it had been created.
      await env.page.waitForTimeout(500);
      expect(dialogs).toBe(0);
    } finally {
      env.page.off('dialog', onDialog);
    }
  });

  it('refuses a file over 25 MB and a .part file in the composer', async () => {
    await openChat(SEEDED_SUBJECT);
    const input = composer().locator('input[type=file]');
    const attached = composer().getByRole('list', { name: 'Прикреплённые файлы' });

    await input.setInputFiles({
      name: 'download.part',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('partial'),
    });
    await composer().getByRole('alert').filter({ hasText: 'Нельзя загрузить файл с расширением' }).waitFor();
    expect(await attached.count()).toBe(0);

    await input.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(26 * 1024 * 1024, 1),
    });
    await composer().getByRole('alert').filter({ hasText: 'Размер файла не должен превышать 25 МБ' }).waitFor();
    expect(await attached.count()).toBe(0);
    expect(await composer().getByRole('button', { name: 'Отправить' }).isDisabled()).toBe(true);
  });

  it('refuses a .pdf that is a web page in the composer, from its first bytes in the real browser', async () => {
    await openChat(SEEDED_SUBJECT);
    const input = composer().locator('input[type=file]');
    const attached = composer().getByRole('list', { name: 'Прикреплённые файлы' });
    const page = Buffer.from('<!DOCTYPE html><script>fetch("/api/v3/main/user/")</script>');

    await input.setInputFiles({ name: 'квитанция.pdf', mimeType: 'application/pdf', buffer: page });
    await composer()
      .getByRole('alert')
      .filter({ hasText: 'Файл повреждён или не соответствует расширению .pdf' })
      .waitFor();
    expect(await attached.count()).toBe(0);
  });

  it('keeps a message the API refused with 503 and sends it exactly once after the service is back', async () => {
    await openChat(SEEDED_SUBJECT);
    const text = `Сообщение при сбое ${Date.now()}`;
    const matcher = (url: URL) => url.pathname === MESSAGE_PATH;
    await env.page.route(matcher, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service Unavailable', details: [] }),
      }),
    );
    await sendFromComposer(text);
    // Spec §8: a 503 opens the service-unavailable env.page, which brings the resident back.
    await env.page.getByText('Сервис временно недоступен').waitFor();
    await env.page.unroute(matcher);
    let posts = 0;
    env.page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === MESSAGE_PATH) posts++;
    });
    await env.page.getByRole('button', { name: 'Проверить снова' }).click();
    await env.page.waitForURL(/\/chats\/\d+/);
    const box = composer().getByRole('textbox', { name: 'Сообщение' });
    await box.waitFor();
    // Nothing typed is lost: the draft is back in the composer.
    await expect.poll(() => box.inputValue()).toBe(text);
    expect(await messages().filter({ hasText: text }).count()).toBe(0);
    await composer()
      .getByRole('button', { name: /^(Повторить|Отправить)$/ })
      .click();
    await messages().filter({ hasText: text }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await env.page.waitForTimeout(500);
    expect(posts).toBe(1);
    expect(await messages().filter({ hasText: text }).count()).toBe(1);
  });
});
