import { createTransport } from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';

/** What the outbox needs of a mailer: nodemailer's transporter, or a fake in tests. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close?(): void;
}

/** An SMTP transport from a connection URL (smtp://user:pass@host:587, smtps://…:465). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return createTransport(smtpUrl);
}
