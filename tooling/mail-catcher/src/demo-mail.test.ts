import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startDemoMail } from './demo-mail.ts';
import type { DemoMail } from './demo-mail.ts';

describe('startDemoMail', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resident-demo-data-'));
  let mail: DemoMail | undefined;
  afterEach(async () => {
    await mail?.stop();
    mail = undefined;
  });
  afterEach(() => rmSync(path.join(dataDir, 'mail'), { recursive: true, force: true }));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('sends through the operator’s SMTP_URL when it is set, starting no catcher and printing no credential', async () => {
    mail = await startDemoMail('smtps://mailer:secret@smtp.example.ru:465', path.join(dataDir, 'operator.db'), {});
    expect(mail.smtpUrl).toBe('smtps://mailer:secret@smtp.example.ru:465');
    expect(mail.where).toBe('через SMTP_URL');
    expect(existsSync(path.join(dataDir, 'mail'))).toBe(false);
  });

  it('otherwise starts the catcher on loopback, its inbox beside the database, on the ports asked for', async () => {
    mail = await startDemoMail(undefined, path.join(dataDir, 'operator.db'), {
      MAIL_CATCHER_SMTP_PORT: '0',
      MAIL_CATCHER_WEB_PORT: '0',
    });
    expect(mail.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const inbox = /^(http:\/\/127\.0\.0\.1:\d+)\/ /.exec(mail.where)?.[1];
    expect(inbox).toBeDefined();
    expect((await fetch(`${inbox}/api/email`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'mail'))).toBe(true);
  });

  it('refuses a port that is not one, naming the variable in Russian', async () => {
    await expect(startDemoMail(undefined, ':memory:', { MAIL_CATCHER_WEB_PORT: 'восемь' })).rejects.toThrow(
      'MAIL_CATCHER_WEB_PORT: номер порта от 0 до 65535, а не «восемь»',
    );
    await expect(startDemoMail(undefined, ':memory:', { MAIL_CATCHER_SMTP_PORT: '70000' })).rejects.toThrow(
      'MAIL_CATCHER_SMTP_PORT',
    );
  });
});
