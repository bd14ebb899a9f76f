// `pnpm --filter @resident/portal run settings:docs`: rewrites the README's «Settings» table from
// portal-settings.ts.
import { writeSettingsSection } from '@resident/settings';
import { PORTAL_SETTINGS } from '../server/portal-settings.ts';
import { ORIGIN, README } from './settings-docs.ts';

const changed = writeSettingsSection(README, PORTAL_SETTINGS, ORIGIN);
process.stdout.write(
  changed ? `${README}: settings table rewritten\n` : `${README}: settings table already up to date\n`,
);
