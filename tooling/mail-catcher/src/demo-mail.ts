import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher } from './start-mail-catcher.ts';

export interface DemoMail {
  /** The operator API's smtpUrl: the catcher's, or the operator's own SMTP_URL. */
  smtpUrl: string;
  /** What the banner says about where the mail goes. */
  where: string;
  stop(): Promise<void>;
}

const port = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535)
    throw new Error(`${name}: номер порта от 0 до 65535, а не «${value}»`);
  return parsed;
};

/**
 * Where the demo's mail goes. It is delivered by SMTP as in production (the outbox's SMTP_URL path),
 * never shown by the API: to the operator's own server when SMTP_URL is set, else to a local mail
 * catcher (MailDev) whose web inbox only this machine can open, even when the portal itself is put
 * on a public address. Its messages are kept in `mail/` beside the demo's database.
 */
export async function startDemoMail(
  smtpUrl: string | undefined,
  dbPath: string,
  env: NodeJS.ProcessEnv,
): Promise<DemoMail> {
  if (smtpUrl) return { smtpUrl, where: 'через SMTP_URL', stop: async () => {} };
  const smtpPort = port(env.MAIL_CATCHER_SMTP_PORT, 'MAIL_CATCHER_SMTP_PORT');
  const webPort = port(env.MAIL_CATCHER_WEB_PORT, 'MAIL_CATCHER_WEB_PORT');
  // A throw-away database (':memory:') gets a throw-away inbox, removed on stop.
  const temporary = dbPath === ':memory:';
  const mailDirectory = temporary
    ? mkdtempSync(path.join(tmpdir(), 'resident-demo-mail-'))
    : path.join(path.dirname(dbPath), 'mail');
  const removeTemporary = () => {
    if (temporary) rmSync(mailDirectory, { recursive: true, force: true });
  };
  let catcher;
  try {
    catcher = await startMailCatcher({ mailDirectory, smtpPort, webPort });
  } catch (error) {
    removeTemporary();
    throw error;
  }
  return {
    smtpUrl: catcher.smtpUrl,
    where: `${catcher.webUrl}/  (регистрация, восстановление пароля, квитанции, чеки)`,
    async stop() {
      await catcher.stop();
      removeTemporary();
    },
  };
}
