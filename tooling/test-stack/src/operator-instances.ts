import { startPostgres, type PostgresServer } from '@resident/postgres-server';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOperatorApi, type OperatorApiOptions, type RunningOperatorApi } from './operator-api.ts';

export interface OperatorInstancesOptions extends Pick<
  OperatorApiOptions,
  'adminToken' | 'logLevel' | 'autopayIntervalMs' | 'brandFile'
> {
  /** How many instances; 2 unless given. */
  count?: number;
  /** A running server to put the database on; otherwise one is started here and stopped with the instances. */
  postgres?: PostgresServer;
}

export interface RunningOperatorInstances {
  /** Each instance's own address, in start order (the first seeded the database). */
  urls: string[];
  /** postgres://… of the database they share. */
  databaseUrl: string;
  /** SQL on that database as the superuser (rows of text values): what a test counts behind the API. */
  sql(statement: string): string[][];
  stop(): Promise<void>;
}

const secret = () => randomBytes(32).toString('hex');

/**
 * Several operator API instances on one fresh PostgreSQL database, as an operator runs them behind
 * one address (apps/operator-api/README.md «Running several instances on PostgreSQL»):
 * one altcha and /pay account-token secret, one documents folder, one operator credential and one
 * acquirer secret. The first starts alone and migrates and seeds the database; the others start
 * after it with seeding off, so the demo data is written once. stop() closes them all, drops the
 * database and removes the folder (and stops the PostgreSQL it started).
 */
export async function startOperatorInstances(
  options: OperatorInstancesOptions = {},
): Promise<RunningOperatorInstances> {
  const count = options.count ?? 2;
  const postgres = options.postgres ?? (await startPostgres());
  const database = `resident_${randomBytes(6).toString('hex')}`;
  const shared = mkdtempSync(path.join(tmpdir(), 'resident-instances-'));
  const documentsDir = path.join(shared, 'documents');
  mkdirSync(documentsDir);
  const running: RunningOperatorApi[] = [];
  const stop = async () => {
    await Promise.all(running.map((instance) => instance.stop()));
    try {
      postgres.sql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } finally {
      if (!options.postgres) await postgres.stop();
      rmSync(shared, { recursive: true, force: true });
    }
  };
  try {
    postgres.sql(`CREATE DATABASE ${database}`);
    const databaseUrl = postgres.urlOf(database);
    const common: OperatorApiOptions = {
      databaseUrl,
      documentsDir,
      altchaHmacSecret: secret(),
      accountTokenSecret: secret(),
      acquirerHmacSecret: secret(),
      adminToken: options.adminToken,
      logLevel: options.logLevel,
      brandFile: options.brandFile,
      autopayIntervalMs: options.autopayIntervalMs,
    };
    running.push(await startOperatorApi({ ...common, seed: true }));
    for (let i = 1; i < count; i++) running.push(await startOperatorApi({ ...common, seed: false }));
    return {
      urls: running.map((instance) => instance.url),
      databaseUrl,
      sql: (statement) => postgres.sql(statement, database),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
