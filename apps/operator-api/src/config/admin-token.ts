import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_DATA_DIR } from './options.ts';

/**
 * Where a local operator API keeps the operator credential when OPERATOR_ADMIN_TOKEN is unset:
 * random per installation (no default anyone could guess), readable only by its owner, and found by
 * the operator CLI without any setup, which is what a demo needs.
 */
export const ADMIN_TOKEN_FILE = join(DEFAULT_DATA_DIR, 'operator-admin-token');

/** The token in the file, or undefined when there is no file (or an empty one). */
export function readAdminTokenFile(file: string = ADMIN_TOKEN_FILE): string | undefined {
  try {
    const token = readFileSync(file, 'utf8').trim();
    return token === '' ? undefined : token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The token in the file, creating the file with a fresh random token the first time. */
export function ensureAdminTokenFile(file: string = ADMIN_TOKEN_FILE): string {
  const existing = readAdminTokenFile(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    // 'wx': two processes starting at once must not overwrite each other's token.
    writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readAdminTokenFile(file) ?? token;
  }
}
