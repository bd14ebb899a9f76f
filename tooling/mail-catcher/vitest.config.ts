import { vitestConfig } from '@resident/vitest-config';

// One file: a real MailDev and a real operator API, mail between them over SMTP.
export default vitestConfig({ dom: false, testTimeout: 60_000 });
