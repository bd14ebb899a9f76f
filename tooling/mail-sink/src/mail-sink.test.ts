import { createTransport } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkIn, startMailSink } from './mail-sink.ts';
import type { MailSink } from './mail-sink.ts';

describe('startMailSink', () => {
  let sink: MailSink;
  beforeEach(async () => {
    sink = await startMailSink();
  });
  afterEach(() => sink.stop());

  const send = (to: string, subject: string, text: string) =>
    createTransport(sink.smtpUrl).sendMail({
      from: 'help@regoperator.example',
      to,
      subject,
      text,
      attachments: [{ filename: 'Квитанция.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') }],
    });

  it('keeps what a nodemailer SMTP transport sends to its URL, parsed', async () => {
    expect(sink.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    await send(
      'Житель <resident@demo.ru>',
      'Восстановление пароля',
      'Откройте ссылку:\nhttp://127.0.0.1:5173/password-recovery/reset?token=abc\n',
    );
    const [mail] = sink.messages();
    expect(mail).toMatchObject({
      from: 'help@regoperator.example',
      to: ['resident@demo.ru'],
      subject: 'Восстановление пароля',
    });
    expect(mail && linkIn(mail)).toBe('http://127.0.0.1:5173/password-recovery/reset?token=abc');
    expect(mail?.attachments.map((file) => [file.filename, file.contentType, file.content.toString()])).toEqual([
      ['Квитанция.pdf', 'application/pdf', '%PDF-1.7'],
    ]);
  });

  it('waits for a message that has not arrived yet, and names what did when none matches', async () => {
    const waited = sink.waitFor((mail) => mail.to.includes('later@demo.ru'));
    await send('other@demo.ru', 'Другое', 'текст');
    await send('later@demo.ru', 'Позже', 'текст');
    expect((await waited).subject).toBe('Позже');
    await expect(sink.waitFor((mail) => mail.subject === 'Никогда', { timeoutMs: 50 })).rejects.toThrow(
      'received: other@demo.ru: Другое; later@demo.ru: Позже',
    );
  });
});
