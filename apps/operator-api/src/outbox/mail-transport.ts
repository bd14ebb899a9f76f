import { createTransport } from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';

/** What the outbox needs of a mailer: nodemailer's transporter, or a fake in tests. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close?(): void;
}

/**
 * How long one delivery may wait on the mail server, tighter than nodemailer's defaults (2 min to
 * connect, 10 min of silence): shutdown waits for the deliveries under way, so a stalled or hostile
 * server must not hold the API for minutes; the message is marked failed with the reason instead.
 * A `?socketTimeout=…` (or another of these) in SMTP_URL overrides them.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** An SMTP transport from a connection URL (smtp://user:pass@host:587, smtps://…:465). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
}
