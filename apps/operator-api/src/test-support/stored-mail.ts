import type { OutboxFile, OutboxRepository } from '../outbox/outbox-repository.ts';
import type { OutboxMessage } from '../outbox/outbox-schemas.ts';
import type { TestServer } from './test-server.ts';

// The tests read the mail a server stored in-process, from its outbox table: no route shows the
// mail without the operator's credential (delivery by SMTP is tested in outbox/mail-transport.test.ts).

function repositoryOf(server: TestServer): OutboxRepository {
  return server.app.outboxRepository;
}

/** The stored messages, newest first (up to 100), of one kind when given. */
export async function outboxMessages(server: TestServer, kind?: string): Promise<OutboxMessage[]> {
  return (await repositoryOf(server).list({ page: 1, size: 100, ...(kind ? { kind } : {}) })).content;
}

/** One stored attachment with its content. */
export async function outboxAttachment(
  server: TestServer,
  messageId: number,
  attachmentId: number,
): Promise<OutboxFile | undefined> {
  return repositoryOf(server).attachment(messageId, attachmentId);
}
