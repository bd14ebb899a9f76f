import type { DatabaseSync } from 'node:sqlite';
import type { SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createSmtpTransport } from './mail-transport.ts';
import type { MailTransport } from './mail-transport.ts';
import { createOutbox } from './outbox.ts';
import { createOutboxRepository } from './outbox-repository.ts';

let db: DatabaseSync;
const errors: unknown[] = [];

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, 1);
  errors.length = 0;
});

afterEach(() => {
  db.close();
});

const PDF = { fileName: 'Квитанция 2026-05.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF-1.7 test') };

function outboxWith(transport: MailTransport | undefined) {
  const repository = createOutboxRepository(db);
  const outbox = createOutbox({ repository, transport, from: 'help@regoperator.example', now: () => 1_000, onError: (error) => errors.push(error) });
  return { repository, outbox };
}

describe('the outbox', () => {
  it('stores a message with its attachments when no SMTP is configured', async () => {
    const { repository, outbox } = outboxWith(undefined);
    const id = outbox.send({ to: 'resident@demo.ru', subject: 'Квитанция', text: 'Во вложении', kind: 'receipt', attachments: [PDF] });
    await outbox.idle();
    expect(repository.get(id)).toEqual({
      id,
      kind: 'receipt',
      to: 'resident@demo.ru',
      subject: 'Квитанция',
      text: 'Во вложении',
      status: 'stored',
      error: null,
      createdAt: new Date(1_000).toISOString(),
      sentAt: null,
      attachments: [{ id: 1, fileName: PDF.fileName, contentType: 'application/pdf', size: PDF.content.length }],
    });
    expect(repository.attachment(id, 1)?.content).toEqual(PDF.content);
    expect(repository.list({ page: 1, size: 20 })).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect(repository.list({ page: 1, size: 20, kind: 'fiscal-receipt' }).content).toEqual([]);
  });

  it('delivers through the transport in the background and records it as sent', async () => {
    const sent: SendMailOptions[] = [];
    const { repository, outbox } = outboxWith({ sendMail: async (mail) => void sent.push(mail) });
    const id = outbox.send({ to: 'plain@demo.ru', subject: 'Чек', text: 'Спасибо за оплату', kind: 'fiscal-receipt', attachments: [PDF] });
    expect(repository.get(id)?.status).toBe('queued');
    await outbox.idle();
    expect(repository.get(id)).toMatchObject({ status: 'sent', sentAt: new Date(1_000).toISOString(), error: null });
    expect(sent).toEqual([
      {
        from: 'help@regoperator.example',
        to: 'plain@demo.ru',
        subject: 'Чек',
        text: 'Спасибо за оплату',
        attachments: [{ filename: PDF.fileName, contentType: 'application/pdf', content: Buffer.from(PDF.content) }],
      },
    ]);
  });

  it('keeps a message that could not be delivered as failed, with the reason', async () => {
    const { repository, outbox } = outboxWith({
      sendMail: async () => {
        throw new Error('535 Authentication failed');
      },
    });
    const id = outbox.send({ to: 'plain@demo.ru', subject: 'Чек', text: '…', kind: 'fiscal-receipt' });
    await outbox.idle();
    expect(repository.get(id)).toMatchObject({ status: 'failed', error: '535 Authentication failed', sentAt: null });
    expect(errors).toHaveLength(1);
  });

  it('talks SMTP to the server of SMTP_URL (nothing listens here: the failure is recorded)', async () => {
    const transport = createSmtpTransport('smtp://mailer:secret@127.0.0.1:1');
    const { repository, outbox } = outboxWith(transport);
    const id = outbox.send({ to: 'plain@demo.ru', subject: 'Чек', text: '…', kind: 'fiscal-receipt' });
    await outbox.close();
    expect(repository.get(id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });
});
