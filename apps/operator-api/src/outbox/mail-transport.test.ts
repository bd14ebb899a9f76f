import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkIn, startMailSink } from '@resident/mail-sink';
import type { MailSink } from '@resident/mail-sink';
import { CLIENT_AUTHORIZATION, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { outboxMessages } from '../test-support/stored-mail.ts';
import { createSmtpTransport, SMTP_TIMEOUTS } from './mail-transport.ts';

// The production path: smtpUrl (SMTP_URL) → createSmtpTransport → a real SMTP server. `npm start`
// points the same option at its local mail catcher.
describe('mail through SMTP_URL', () => {
  let sink: MailSink;
  let server: TestServer;
  beforeEach(async () => {
    sink = await startMailSink();
    server = await startTestServer({
      smtpUrl: sink.smtpUrl,
      portalUrl: 'https://lk.example.ru',
      smtpFrom: 'noreply@regoperator.example',
    });
  });
  afterEach(async () => {
    await server.app.close();
    await sink.stop();
  });

  it('delivers a password reset link to the resident’s mailbox and marks the message sent', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v3/client/freeAccess/password-recovery',
      headers: { authorization: CLIENT_AUTHORIZATION },
      payload: { email: 'plain@demo.ru', altcha: await server.altcha() },
    });
    expect(response.statusCode).toBe(202);
    const mail = await sink.waitFor((received) => received.to.includes('plain@demo.ru'));
    expect(mail).toMatchObject({
      from: 'noreply@regoperator.example',
      subject: 'Восстановление пароля личного кабинета',
    });
    expect(linkIn(mail)).toMatch(/^https:\/\/lk\.example\.ru\/password-recovery\/reset\?token=[\w-]{20,}$/);
    await expect
      .poll(async () => (await outboxMessages(server, 'password-reset')).map((stored) => stored.status))
      .toEqual(['sent']);
  });

  it('delivers the receipt PDF as an attachment', async () => {
    const token = ((await server.login('resident@demo.ru')).json() as { access_token: string }).access_token;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v3/client/1/billing/receipts/2026-04/send',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const mail = await sink.waitFor((received) => received.subject.startsWith('Квитанция за апрель 2026'));
    expect(mail.to).toEqual(['resident@demo.ru']);
    expect(
      mail.attachments.map((file) => [file.filename, file.contentType, file.content.subarray(0, 5).toString()]),
    ).toEqual([['Квитанция_7700000001_2026-04.pdf', 'application/pdf', '%PDF-']]);
  });
});

describe('a mail server that never answers', () => {
  const sockets = new Set<Socket>();
  // Accepts the connection and says nothing: no SMTP greeting, ever.
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  beforeEach(() => new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)));
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
  const silentUrl = (query = '') => `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}${query}`;

  it('is waited for less than nodemailer’s minutes by default', () => {
    const { options } = createSmtpTransport(silentUrl()) as unknown as { options: Record<string, unknown> };
    expect(options).toMatchObject({ ...SMTP_TIMEOUTS, host: '127.0.0.1' });
    expect(SMTP_TIMEOUTS.socketTimeout).toBeLessThan(60_000);
  });

  it('fails the message with the reason and lets the server close, within the limit SMTP_URL sets', async () => {
    const server = await startTestServer({ smtpUrl: silentUrl('?greetingTimeout=300') });
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v3/client/freeAccess/password-recovery',
        headers: { authorization: CLIENT_AUTHORIZATION },
        payload: { email: 'plain@demo.ru', altcha: await server.altcha() },
      });
      expect(response.statusCode).toBe(202);
      await expect
        .poll(async () => (await outboxMessages(server, 'password-reset')).map((stored) => stored.status), {
          timeout: 5_000,
        })
        .toEqual(['failed']);
      const [failed] = await outboxMessages(server, 'password-reset');
      expect(failed?.error).toMatch(/greeting/i);
    } finally {
      const closing = Date.now();
      await server.app.close();
      expect(Date.now() - closing).toBeLessThan(5_000);
    }
  });
});
