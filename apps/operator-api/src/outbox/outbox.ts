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
  /** Undefined: messages are stored only (the operator reads them with `operator outbox`). */
  transport: MailTransport | undefined;
  from: string;
  now: () => number;
  /** Where a failed delivery is reported (the message keeps the error too). */
  onError(error: unknown, messageId: number): void;
  /** The store the repository writes to: a message sent inside its transaction is delivered after the commit. */
  store?: Store;
}

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

export function createOutbox({ repository, transport, from, now, onError, store }: OutboxOptions): Outbox {
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: number, mail: OutgoingMail, sender: MailTransport): Promise<void> {
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
        // The message of a caller's transaction is mailed once that commits; never if it rolls back.
        const start = () => {
          const delivery = deliver(id, mail, transport).finally(() => deliveries.delete(delivery));
          deliveries.add(delivery);
        };
        if (store) store.afterCommit(start);
        else start();
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
