import type { SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createSmtpTransport } from './mail-transport.ts';
import type { MailTransport } from './mail-transport.ts';
import { createOutbox } from './outbox.ts';
import { createOutboxRepository } from './outbox-repository.ts';

const PDF = {
  fileName: 'Квитанция 2026-05.pdf',
  contentType: 'application/pdf',
  content: new TextEncoder().encode('%PDF-1.7 test'),
};

// The outbox is on the async store: the same tests on both backends.
describe.each(BACKENDS)('the outbox on %s', (backend) => {
  let test: TestStore;
  const errors: unknown[] = [];

  beforeEach(async () => {
    test = await openTestStore(backend);
    errors.length = 0;
  });

  afterEach(async () => {
    await test.close();
  });

  function outboxWith(transport: MailTransport | undefined) {
    const repository = createOutboxRepository(test.store);
    const outbox = createOutbox({
      store: test.store,
      repository,
      transport,
      from: 'help@regoperator.example',
      now: () => 1_000,
      onError: (error) => errors.push(error),
    });
    return { repository, outbox };
  }

  it('stores a message with its attachments when no SMTP is configured', async () => {
    const { repository, outbox } = outboxWith(undefined);
    const id = await outbox.send({
      to: 'resident@demo.ru',
      subject: 'Квитанция',
      text: 'Во вложении',
      kind: 'receipt',
      attachments: [PDF],
    });
    await outbox.idle();
    expect(await repository.get(id)).toEqual({
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
    expect((await repository.attachment(id, 1))?.content).toEqual(PDF.content);
    expect(await repository.list({ page: 1, size: 20 })).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect((await repository.list({ page: 1, size: 20, kind: 'fiscal-receipt' })).content).toEqual([]);
  });

  it('delivers through the transport in the background and records it as sent', async () => {
    const sent: SendMailOptions[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { repository, outbox } = outboxWith({
      sendMail: async (mail) => {
        await held;
        sent.push(mail);
      },
    });
    const id = await outbox.send({
      to: 'plain@demo.ru',
      subject: 'Чек',
      text: 'Спасибо за оплату',
      kind: 'fiscal-receipt',
      attachments: [PDF],
    });
    expect((await repository.get(id))?.status).toBe('queued');
    release();
    await outbox.idle();
    expect(await repository.get(id)).toMatchObject({
      status: 'sent',
      sentAt: new Date(1_000).toISOString(),
      error: null,
    });
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
    const id = await outbox.send({ to: 'plain@demo.ru', subject: 'Чек', text: '…', kind: 'fiscal-receipt' });
    await outbox.idle();
    expect(await repository.get(id)).toMatchObject({
      status: 'failed',
      error: '535 Authentication failed',
      sentAt: null,
    });
    expect(errors).toHaveLength(1);
  });

  it('talks SMTP to the server of SMTP_URL (nothing listens here: the failure is recorded)', async () => {
    const transport = createSmtpTransport('smtp://mailer:secret@127.0.0.1:1');
    const { repository, outbox } = outboxWith(transport);
    const id = await outbox.send({ to: 'plain@demo.ru', subject: 'Чек', text: '…', kind: 'fiscal-receipt' });
    await outbox.close();
    expect(await repository.get(id)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });

  it('sent inside a store transaction, mails only after the commit, and nothing the transaction rolled back', async () => {
    const sent: string[] = [];
    const { repository, outbox } = outboxWith({ sendMail: async (mail) => void sent.push(String(mail.subject)) });
    const id = await test.store.transaction(async () => {
      const written = await outbox.send({
        to: 'plain@demo.ru',
        subject: 'Зафиксировано',
        text: '…',
        kind: 'registration',
      });
      // Still inside: nothing may have gone out yet.
      expect(sent).toEqual([]);
      return written;
    });
    await expect(
      test.store.transaction(async () => {
        await outbox.send({ to: 'plain@demo.ru', subject: 'Откатано', text: '…', kind: 'registration' });
        throw new Error('the registration failed');
      }),
    ).rejects.toThrow('the registration failed');
    await outbox.idle();
    expect(sent).toEqual(['Зафиксировано']);
    expect(await repository.get(id)).toMatchObject({ status: 'sent' });
    expect((await repository.list({ page: 1, size: 20 })).totalElements).toBe(1);
  });

  it.runIf(backend === 'postgres')('keeps the messages and their files in PostgreSQL', async () => {
    const { outbox } = outboxWith(undefined);
    await outbox.send({ to: 'resident@demo.ru', subject: 'Квитанция', text: '…', kind: 'receipt', attachments: [PDF] });
    expect(test.store.dialect).toBe('postgres');
    const counts = await sql<{ messages: number; files: number }>`SELECT (SELECT COUNT(*) FROM outbox) AS messages,
      (SELECT COUNT(*) FROM outbox_attachments) AS files`.execute(test.store.db);
    expect(counts.rows).toEqual([{ messages: 1, files: 1 }]);
  });
});
