import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedAttachment {
  filename: string | undefined;
  contentType: string;
  content: Buffer;
}

/** One message as the SMTP server received it, parsed. */
export interface ReceivedMail {
  from: string;
  /** The envelope's recipients (RCPT TO), as the mail server delivers them. */
  to: string[];
  subject: string;
  text: string;
  attachments: ReceivedAttachment[];
}

export interface MailSink {
  /** smtp://127.0.0.1:<port>: the operator API's SMTP_URL (smtpUrl option). */
  smtpUrl: string;
  /** Everything received so far, oldest first. */
  messages(): ReceivedMail[];
  /**
   * The first message, received already or later, that the predicate accepts; rejects after
   * `timeoutMs` naming what did arrive (delivery runs after the API answered, so tests wait).
   */
  waitFor(predicate: (mail: ReceivedMail) => boolean, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  );

/** The first http(s) link of a message's text (registration, recovery, email change). */
export function linkIn(mail: ReceivedMail): string | undefined {
  return /https?:\/\/\S+/.exec(mail.text)?.[0];
}

/**
 * An SMTP server on a free loopback port that keeps every message it receives in memory: the tests
 * point the operator API at it and read the mail the way a resident's mailbox gets it, through the
 * same SMTP delivery production uses. No authentication and no TLS (loopback, test data only).
 */
export async function startMailSink(): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const envelope = session.envelope.rcptTo.map((recipient) => recipient.address);
          const mail: ReceivedMail = {
            from: addressesOf(parsed.from)[0] ?? '',
            to: envelope.length > 0 ? envelope : addressesOf(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: file.content,
            })),
          };
          received.push(mail);
          for (const waiter of waiters) waiter(mail);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: () => [...received],
    waitFor(predicate, { timeoutMs = 15_000 } = {}) {
      const already = received.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = received.map((mail) => `${mail.to.join(', ')}: ${mail.subject}`);
          reject(
            new Error(
              `no such mail within ${timeoutMs} ms; received: ${seen.length > 0 ? seen.join('; ') : 'nothing'}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
