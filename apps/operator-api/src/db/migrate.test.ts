import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrate, readMigrations } from './migrate.ts';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'migrations-'));
}

describe('migrate', () => {
  it('applies the migration files in order and records each in schema_migrations', () => {
    const db = openDatabase(':memory:');
    const files = readMigrations();
    expect(files.map((file) => file.version)).toEqual([...files.map((file) => file.version)].sort((a, b) => a - b));
    expect(migrate(db, 1234)).toEqual(files.map((file) => file.version));
    const recorded = db.prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(files.map((file) => ({ version: file.version, name: file.name, applied_at: 1234 })));
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'contragents',
        'refresh_tokens',
        'access_tokens',
        'popup_suppressions',
        'chats',
        'change_objects',
      ]),
    );
    db.close();
  });

  it('applies nothing the second time', () => {
    const db = openDatabase(':memory:');
    migrate(db, 1);
    expect(migrate(db, 2)).toEqual([]);
    db.close();
  });

  it('applies only new files, in number order, to an existing database', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '002-second.sql'), 'ALTER TABLE things ADD COLUMN label TEXT;');
    writeFileSync(join(dir, '001-first.sql'), 'CREATE TABLE things (id INTEGER PRIMARY KEY);');
    const db = openDatabase(':memory:');
    expect(migrate(db, 1, readMigrations(dir))).toEqual([1, 2]);
    writeFileSync(join(dir, '003-third.sql'), 'CREATE INDEX things_label ON things (label);');
    expect(migrate(db, 2, readMigrations(dir))).toEqual([3]);
    db.close();
  });

  it('rolls a failing migration back entirely and does not record it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '001-broken.sql'), 'CREATE TABLE half (id INTEGER); INSERT INTO missing VALUES (1);');
    const db = openDatabase(':memory:');
    expect(() => migrate(db, 1, readMigrations(dir))).toThrow(/missing/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: 0 });
    db.close();
  });

  it('refuses misnamed files and duplicate numbers', () => {
    const misnamed = tempDir();
    writeFileSync(join(misnamed, 'init.sql'), '');
    expect(() => readMigrations(misnamed)).toThrow(/NNN-name\.sql/);
    const duplicate = tempDir();
    writeFileSync(join(duplicate, '001-a.sql'), '');
    writeFileSync(join(duplicate, '001-b.sql'), '');
    expect(() => readMigrations(duplicate)).toThrow(/share the number 1/);
  });

  it('opens file databases in WAL mode with foreign keys on', () => {
    const db = openDatabase(join(tempDir(), 'nested', 'operator.db'));
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    db.close();
  });
});
