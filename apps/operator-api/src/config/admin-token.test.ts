import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureAdminTokenFile, readAdminTokenFile } from './admin-token.ts';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'admin-token-')), 'nested', 'operator-admin-token');

describe('the operator token file', () => {
  it('is created once with a random token only its owner can read, then reused', () => {
    const file = fresh();
    expect(readAdminTokenFile(file)).toBeUndefined();
    const token = ensureAdminTokenFile(file);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureAdminTokenFile(file)).toBe(token);
    expect(readAdminTokenFile(file)).toBe(token);
    expect(ensureAdminTokenFile(fresh())).not.toBe(token);
  });

  it('keeps a token someone wrote there', () => {
    const file = fresh();
    ensureAdminTokenFile(file);
    writeFileSync(file, '  chosen-operator-token \n');
    expect(ensureAdminTokenFile(file)).toBe('chosen-operator-token');
  });
});
