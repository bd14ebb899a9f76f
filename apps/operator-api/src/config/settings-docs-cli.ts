// `pnpm --filter @resident/operator-api run settings:docs`: rewrites the README's «Environment»
// table from settings.ts.
import { writeSettingsSection } from '@resident/settings';
import { API_SETTINGS } from './settings.ts';
import { ORIGIN, README } from './settings-docs.ts';

const changed = writeSettingsSection(README, API_SETTINGS, ORIGIN);
process.stdout.write(
  changed ? `${README}: settings table rewritten\n` : `${README}: settings table already up to date\n`,
);
