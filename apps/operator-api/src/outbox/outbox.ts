import { setTimeout as sleep } from 'node:timers/promises';
import type { Store } from '../db/store/store.ts';
import type { MailTransport } from './mail-transport.ts';
import type { OutboxFile, OutboxRepository } from './outbox-repository.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What the message is, for the operator and the tests: 'receipt', 'fiscal-receipt', … */
  kind: string;
  attachments?: readonly OutboxFile[];
}

export interface OutboxOptions {
  repository: OutboxRepository;
  /** Undefined: messages are stored only (a developer reads them at /api/dev/outbox). */
  transport: MailTransport | undefined;
  from: string;
  now: () => number;
  /** Where a failed delivery is reported (the message keeps the error too). */
  onError(error: unknown, messageId: number): void;
  /** The store the repository writes to: a message sent inside its transaction is delivered after the commit. */
  store?: Store;
  /** How long a delivery waits for the transaction that wrote its message to commit (PostgreSQL; SQLite queues). 10 s. */
  commitWaitMs?: number;
}

const COMMIT_POLL_MS = 100;

export interface Outbox {
  /**
   * Records the message and, with SMTP configured, delivers it in the background: the request that
   * sent it never waits for a mail server, and a message that cannot be delivered stays in the
   * outbox as 'failed' with the reason.
   */
  send(mail: OutgoingMail): Promise<number>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createOutbox({ repository, transport, from, now, onError, store, commitWaitMs = 10_000 }: OutboxOptions): Outbox {
  const deliveries = new Set<Promise<void>>();

  /** The message of a caller's transaction is mailed once that commits; never if it rolls back. */
  async function committed(id: number): Promise<boolean> {
    // SQLite queues the question behind the transaction: its first answer is final.
    const attempts = store?.dialect === 'sqlite' ? 1 : Math.max(1, Math.ceil(commitWaitMs / COMMIT_POLL_MS));
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (await repository.isCommitted(id)) return true;
      if (attempt + 1 < attempts) await sleep(COMMIT_POLL_MS);
    }
    return false;
  }

  async function deliver(id: number, mail: OutgoingMail, sender: MailTransport, afterCommit: boolean): Promise<void> {
    if (afterCommit && !(await committed(id))) return;
    try {
      await sender.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
      await repository.markSent(id, now());
    } catch (error) {
      onError(error, id);
      try {
        await repository.markFailed(id, error instanceof Error ? error.message : String(error));
      } catch (recordError) {
        onError(recordError, id);
      }
    }
  }

  return {
    async send(mail) {
      const insideTransaction = store !== undefined && store.q !== store.db;
      const id = await repository.insert({
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments ?? [],
        status: transport ? 'queued' : 'stored',
        createdAt: now(),
      });
      if (transport) {
        const delivery = deliver(id, mail, transport, insideTransaction).finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      }
      return id;
    },
    async idle() {
      await Promise.all(deliveries);
    },
    async close() {
      await Promise.all(deliveries);
      transport?.close?.();
    },
  };
}
