import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkIn, startMailSink } from '@resident/mail-sink';
import type { MailSink } from '@resident/mail-sink';
import { CLIENT_AUTHORIZATION, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { outboxMessages } from '../test-support/stored-mail.ts';

// The production path: smtpUrl (SMTP_URL) → createSmtpTransport → a real SMTP server. `npm start`
// points the same option at its local mail catcher.
describe('mail through SMTP_URL', () => {
  let sink: MailSink;
  let server: TestServer;
  beforeEach(async () => {
    sink = await startMailSink();
    server = await startTestServer({ smtpUrl: sink.smtpUrl, portalUrl: 'https://lk.example.ru', smtpFrom: 'noreply@regoperator.example' });
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
    expect(mail).toMatchObject({ from: 'noreply@regoperator.example', subject: 'Восстановление пароля личного кабинета' });
    expect(linkIn(mail)).toMatch(/^https:\/\/lk\.example\.ru\/password-recovery\/reset\?token=[\w-]{20,}$/);
    await expect.poll(async () => (await outboxMessages(server, 'password-reset')).map((stored) => stored.status)).toEqual(['sent']);
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
    expect(mail.attachments.map((file) => [file.filename, file.contentType, file.content.subarray(0, 5).toString()])).toEqual([
      ['Квитанция_7700000001_2026-04.pdf', 'application/pdf', '%PDF-'],
    ]);
  });
});
