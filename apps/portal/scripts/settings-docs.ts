// Where the README's settings table comes from and how to regenerate it (the CLI and the drift test).
import { sectionText } from '@resident/settings';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTAL_SETTINGS } from '../server/portal-settings.ts';

export const README = path.join(path.dirname(fileURLToPath(import.meta.url)), '../README.md');
export const ORIGIN = {
  schema: '`server/portal-settings.ts`',
  command: 'pnpm --filter @resident/portal run settings:docs',
};

export function settingsSection(): string {
  return sectionText(PORTAL_SETTINGS, ORIGIN);
}
