// pnpm new-feature <name> [--title 'Название']: the skeleton of a feature package, wired in.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateFeature } from './generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { title: { type: 'string' } } });
const [name] = positionals;
if (!name || positionals.length > 1) {
  process.stderr.write("Usage: pnpm new-feature <kebab-name> [--title 'Название в меню']\n");
  process.exit(1);
}

try {
  for (const file of generateFeature(root, name, values.title)) process.stdout.write(`wrote ${file}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// Links the new package into the workspace (and the portal's dependency on it).
const install = spawnSync('pnpm', ['install', '--prefer-offline'], { cwd: root, stdio: 'inherit' });
process.exit(install.status ?? 1);
