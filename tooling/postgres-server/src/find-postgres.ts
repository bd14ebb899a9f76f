import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const POSTGRES_INSTALL_HINT =
  "PostgreSQL's server binaries are missing: run `sudo apt-get install postgresql` (Debian's package puts them in " +
  '/usr/lib/postgresql/<version>/bin), or set POSTGRES_BIN to the folder holding initdb and postgres.';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The folder with initdb, postgres and pg_ctl: POSTGRES_BIN, else Debian's newest version; undefined if none. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const has = (dir: string) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'));
  if (env.POSTGRES_BIN) return has(env.POSTGRES_BIN) ? env.POSTGRES_BIN : undefined;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(DEBIAN_ROOT, version, 'bin')).find(has);
}
