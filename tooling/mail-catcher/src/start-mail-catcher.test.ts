import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_AUTHORIZATION, signInOverHttp, startOperatorApi } from '@resident/test-stack';
import type { RunningOperatorApi } from '@resident/test-stack';
import { fetchAltchaPayload } from '@resident/operator-api/testing';
import { DEFAULT_SMTP_PORT, startMailCatcher } from './start-mail-catcher.ts';
import type { RunningMailCatcher } from './start-mail-catcher.ts';

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The catcher's inbox through its own HTTP API, as its web page reads it. */
async function inbox(catcher: RunningMailCatcher): Promise<CaughtMail[]> {
  const response = await fetch(`${catcher.webUrl}/api/email`);
  expect(response.status).toBe(200);
  return (await response.json()) as CaughtMail[];
}

const listen = (server: Server, port: number) =>
  new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });

describe("npm start's mail catcher", () => {
  let mailDirectory: string;
  let catcher: RunningMailCatcher | undefined;
  let api: RunningOperatorApi | undefined;
  beforeEach(() => {
    mailDirectory = mkdtempSync(path.join(tmpdir(), 'resident-mail-'));
  });
  afterEach(async () => {
    await api?.stop();
    await catcher?.stop();
    api = undefined;
    catcher = undefined;
    rmSync(mailDirectory, { recursive: true, force: true });
  });

  it('receives the operator API’s mail through SMTP_URL and shows it in its web inbox on loopback', async () => {
    catcher = await startMailCatcher({ mailDirectory, smtpPort: 0, webPort: 0 });
    expect(catcher.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(catcher.webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    api = await startOperatorApi({ inMemory: true, smtpUrl: catcher.smtpUrl });

    const apiBase = `${api.url}/api`;
    const response = await fetch(`${apiBase}/v3/client/freeAccess/password-recovery`, {
      method: 'POST',
      headers: { authorization: DEFAULT_CLIENT_AUTHORIZATION, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'plain@demo.ru', altcha: await fetchAltchaPayload(apiBase) }),
    });
    expect(response.status).toBe(202);

    await expect.poll(async () => (await inbox(catcher!)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await inbox(catcher);
    expect(mail?.to.map((recipient) => recipient.address)).toEqual(['plain@demo.ru']);
    expect(mail?.subject).toBe('Восстановление пароля личного кабинета');
    expect(mail?.text).toMatch(/\/password-recovery\/reset\?token=[\w-]{20,}/);

    const page = await fetch(`${catcher.webUrl}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });

  it('keeps the inbox across a restart (the folder is the demo’s), and stops releasing its ports', async () => {
    catcher = await startMailCatcher({ mailDirectory, smtpPort: 0, webPort: 0 });
    api = await startOperatorApi({ inMemory: true, smtpUrl: catcher.smtpUrl });
    const { access_token: token } = await signInOverHttp(`${api.url}/api`, 'resident@demo.ru');
    const sent = await fetch(`${api.url}/api/v3/client/1/billing/receipts/2026-04/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.status).toBe(200);
    await expect
      .poll(async () => (await inbox(catcher!)).map((mail) => mail.subject), { timeout: 15_000 })
      .toEqual(['Квитанция за апрель 2026 — лицевой счёт 7700000001']);
    await api.stop();
    api = undefined;

    const { webUrl } = catcher;
    await catcher.stop();
    catcher = undefined;
    await expect(fetch(`${webUrl}/api/email`)).rejects.toThrow();

    catcher = await startMailCatcher({ mailDirectory, smtpPort: 0, webPort: 0 });
    expect((await inbox(catcher)).map((mail) => mail.subject)).toEqual([
      'Квитанция за апрель 2026 — лицевой счёт 7700000001',
    ]);
  });

  it('starts on free ports when the default ones are taken (a second demo on the machine)', async () => {
    const blocker = createServer();
    // Taken by this test, or already by someone else: either way the default SMTP port is in use.
    const ours = await listen(blocker, DEFAULT_SMTP_PORT);
    try {
      catcher = await startMailCatcher({ mailDirectory });
      expect(catcher.smtpUrl).not.toBe(`smtp://127.0.0.1:${DEFAULT_SMTP_PORT}`);
      expect((await fetch(`${catcher.webUrl}/api/email`)).status).toBe(200);
    } finally {
      if (ours) await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
