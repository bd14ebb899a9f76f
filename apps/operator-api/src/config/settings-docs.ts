// Where the README's settings table comes from and how to regenerate it (the CLI and the drift test).
import { sectionText } from '@resident/settings';
import { fileURLToPath } from 'node:url';
import { API_SETTINGS } from './settings.ts';

export const README = fileURLToPath(new URL('../../README.md', import.meta.url));
export const ORIGIN = {
  schema: '`src/config/settings.ts`',
  command: 'pnpm --filter @resident/operator-api run settings:docs',
};

export function settingsSection(): string {
  return sectionText(API_SETTINGS, ORIGIN);
}
