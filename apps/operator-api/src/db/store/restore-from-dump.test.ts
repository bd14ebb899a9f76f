// The tested restore of docs/deploying.md («Backups and restore»): a PostgreSQL database
// with the demo residents and real payments is dumped with pg_dump, restored with pg_restore into a
// fresh database, and the API started on the copy: nothing migrates again, the money audit passes
// (in-process and through the operator's command), the resident sees the same balances and
// payments, and a new payment on the copy gets a new id (the sequences came along).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BillingSummarySchema,
  CreatedRentalSchema,
  PaymentHistoryPageSchema,
  ReturnQuoteSchema,
} from '@resident/contract';
import { findPostgresBin } from '@resident/postgres-server';
import { runAudit } from '../../audit/run-audit.ts';
import { DatedClock } from '../../test-support/dated-clock.ts';
import {
  DECLINED_CARD,
  parsePayment,
  paymentBody,
  payWithCard,
  postPayment,
  SUCCESS_CARD,
} from '../../test-support/payment-flow.ts';
import { createTestDatabase, postgresUrl } from '../../test-support/test-databases.ts';
import type { TestDatabase } from '../../test-support/test-databases.ts';
import { startTestServer } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import { migratePostgres } from './migrate-postgres.ts';
import { openAppStore } from './open-app-store.ts';

const at = (date: string) => Date.parse(`${date}T09:00:00Z`);
const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs one of PostgreSQL's client programs (pg_dump, pg_restore) from the server's own package. */
function pgTool(command: string, args: string[]): void {
  const bin = findPostgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const result = spawnSync(path.join(bin, command), args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr}`);
}

describe.runIf(postgresUrl())('a pg_dump restored into a fresh database', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let dumpDir: string;
  const clock = new DatedClock(at('2026-06-01'));
  const databases: TestDatabase[] = [];
  const servers: TestServer[] = [];

  // The restored copy starts as production does (OPERATOR_API_SEED=false): the demo seed would add
  // this month's demo payments of its own on top of the dump's.
  async function start(databaseUrl: string | undefined, seed: boolean): Promise<TestServer> {
    const server = await startTestServer({ databaseUrl, seed, now: clock.now });
    servers.push(server);
    return server;
  }

  const call = (server: TestServer, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({
      method,
      url: `/api/v3/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  /** What the resident sees of their money: the account's summary and the whole payment history. */
  async function moneyOf(server: TestServer, token: string) {
    const summary = BillingSummarySchema.parse((await call(server, token, 'GET', 'client/1/billing/summary')).json());
    const history = PaymentHistoryPageSchema.parse(
      (await call(server, token, 'GET', 'client/1/billing/payments?size=100&from=2020-01-01')).json(),
    );
    return { summary, history };
  }

  let before: Awaited<ReturnType<typeof moneyOf>>;

  beforeAll(async () => {
    dumpDir = mkdtempSync(path.join(tmpdir(), 'operator-dump-'));
    source = await createTestDatabase('postgres');
    databases.push(source);
    const server = await start(source.databaseUrl, true);
    const resident = await clock.signIn(server, 'resident@demo.ru');

    // A paid bill, a declined card, and a rented container paid and returned early (a refund with
    // its «возврат прихода» receipt): every kind of money row the audit looks at.
    await payWithCard(
      server,
      parsePayment(await postPayment(server, resident, 1, paymentBody({ amount: 123_456 }))),
      SUCCESS_CARD,
    );
    await payWithCard(
      server,
      parsePayment(await postPayment(server, resident, 1, paymentBody({ amount: 50_000 }))),
      DECLINED_CARD,
    );
    const created = CreatedRentalSchema.parse(
      (
        await call(server, resident, 'POST', 'client/1/container-rentals', {
          typeId: 1,
          startDate: '2026-06-01',
          endDate: '2026-06-30',
          address: 'г. Тверь, ул. Лесная, д. 3',
        })
      ).json(),
    );
    const order = created.order!;
    const rentalPayment = parsePayment(
      await postPayment(
        server,
        resident,
        1,
        paymentBody({
          purpose: 'service',
          amount: order.amount,
          orderId: order.orderId,
          returnPath: '/resident/1/container-rental',
        }),
      ),
    );
    await payWithCard(server, rentalPayment, SUCCESS_CARD);
    clock.at = at('2026-06-10');
    const rental = `client/1/container-rentals/${created.rental.id}`;
    const refund = ReturnQuoteSchema.parse(
      (await call(server, resident, 'GET', `${rental}/return-quote?returnDate=2026-06-10`)).json(),
    ).refund;
    expect(
      (await call(server, resident, 'POST', `${rental}/return`, { returnDate: '2026-06-10', refund })).statusCode,
    ).toBe(200);
    // The register makes the receipts after the commits: the order's two lines link theirs in a moment.
    await vi.waitFor(
      async () =>
        expect(
          (await moneyOf(server, resident)).history.content.filter(
            (line) => line.purpose === 'service' && line.receiptId !== null,
          ),
        ).toHaveLength(2),
      { timeout: 10_000 },
    );
    before = await moneyOf(server, resident);
    await server.app.close();

    // The backup as docs/deploying.md says: the custom format, without owners (restored as whoever restores).
    const dump = path.join(dumpDir, 'operator.dump');
    pgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${dump}`,
      `--dbname=${source.databaseUrl}`,
    ]);
    expect(statSync(dump).size).toBeGreaterThan(0);
    target = await createTestDatabase('postgres');
    databases.push(target);
    pgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      dump,
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.app.close()));
    for (const database of databases) await database.drop();
    rmSync(dumpDir, { recursive: true, force: true });
  });

  it('has every migration recorded: the API applies none again', async () => {
    const opened = await openAppStore({ dbPath: ':memory:', databaseUrl: target.databaseUrl, now: clock.at });
    try {
      expect(await migratePostgres(opened.store, clock.at)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('passes the money audit, in-process and through `pnpm audit` as the operator runs it', async () => {
    const opened = await openAppStore({ dbPath: ':memory:', databaseUrl: target.databaseUrl, now: clock.at });
    try {
      const report = await runAudit(opened.store);
      expect(report.discrepancies).toEqual([]);
      expect(report.checked).toBeGreaterThan(0);
    } finally {
      await opened.close();
    }
    const cli = spawnSync(process.execPath, ['--conditions=@resident/source', 'src/audit-cli.ts'], {
      cwd: apiRoot,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: target.databaseUrl, LOG_LEVEL: 'silent' },
    });
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toMatch(/^\d+ checked, 0 discrepancies\n$/);
    expect(cli.status).toBe(0);
  });

  it('shows the resident the same balances and payments, and takes a new payment with a new id', async () => {
    const restored = await start(target.databaseUrl, false);
    const resident = await clock.signIn(restored, 'resident@demo.ru');
    const after = await moneyOf(restored, resident);
    expect(after).toEqual(before);
    expect(after.history.content.map((line) => line.status)).toEqual(expect.arrayContaining(['succeeded', 'failed']));
    expect(after.history.totals.refunded).toBeGreaterThan(0);

    const payment = parsePayment(await postPayment(restored, resident, 1, paymentBody({ amount: 10_000 })));
    expect(Math.max(...before.history.content.map((line) => line.id))).toBeLessThan(payment.id);
    await payWithCard(restored, payment, SUCCESS_CARD);
    const opened = await openAppStore({ dbPath: ':memory:', databaseUrl: target.databaseUrl, now: clock.at });
    try {
      await vi.waitFor(async () => expect((await runAudit(opened.store)).discrepancies).toEqual([]), {
        timeout: 10_000,
      });
    } finally {
      await opened.close();
    }
  });
});
