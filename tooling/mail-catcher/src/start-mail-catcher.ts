import { MailDev } from 'maildev';

/** Loopback only, whatever else is configured: the inbox holds links that open residents' accounts. */
const LOOPBACK = '127.0.0.1';
/** MailDev's own defaults, so its documentation's addresses hold. */
export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_WEB_PORT = 1080;
/** The oldest messages go first beyond this: the folder stays bounded however long the demo runs. */
const MAX_EMAILS = 1000;

export interface MailCatcherOptions {
  /** Where the messages are kept between starts (created when missing). */
  mailDirectory: string;
  /** 0: any free port. */
  smtpPort?: number;
  webPort?: number;
}

export interface RunningMailCatcher {
  /** smtp://127.0.0.1:<port>: the operator API's SMTP_URL. */
  smtpUrl: string;
  /** The web inbox (and its HTTP API under /api/email). */
  webUrl: string;
  stop(): Promise<void>;
}

const inUse = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

async function startOn(mailDirectory: string, smtp: number, web: number): Promise<RunningMailCatcher> {
  const maildev = new MailDev({
    smtp,
    web,
    ip: LOOPBACK,
    webIp: LOOPBACK,
    mailDirectory,
    maxEmails: MAX_EMAILS,
    silent: true,
  });
  let servers;
  try {
    servers = await maildev.start();
  } catch (error) {
    // A half-started catcher (SMTP bound, web refused) must not keep its port.
    await maildev.stop().catch(() => undefined);
    throw error;
  }
  const api = servers.api;
  if (!api) {
    await maildev.stop();
    throw new Error('MailDev started without its web inbox');
  }
  return {
    smtpUrl: `smtp://${LOOPBACK}:${servers.smtp.getPort()}`,
    webUrl: `http://${LOOPBACK}:${api.getPort()}`,
    stop: () => maildev.stop(),
  };
}

/**
 * MailDev on 127.0.0.1: an SMTP server and a web inbox. The default ports when free, else any free
 * ones (a second demo on the same machine still starts; the banner prints where).
 */
export async function startMailCatcher({
  mailDirectory,
  smtpPort = DEFAULT_SMTP_PORT,
  webPort = DEFAULT_WEB_PORT,
}: MailCatcherOptions): Promise<RunningMailCatcher> {
  try {
    return await startOn(mailDirectory, smtpPort, webPort);
  } catch (error) {
    const defaults = smtpPort === DEFAULT_SMTP_PORT && webPort === DEFAULT_WEB_PORT;
    if (!defaults || !inUse(error)) throw error;
    return startOn(mailDirectory, 0, 0);
  }
}
