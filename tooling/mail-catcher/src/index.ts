export { DEFAULT_SMTP_PORT, DEFAULT_WEB_PORT, startMailCatcher } from './start-mail-catcher.ts';
export type { MailCatcherOptions, RunningMailCatcher } from './start-mail-catcher.ts';
export { startDemoMail } from './demo-mail.ts';
export type { DemoMail } from './demo-mail.ts';
