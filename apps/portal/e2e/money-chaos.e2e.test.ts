import type { Payment, TokenResponse } from '@resident/contract';
import {
  freePort,
  operatorProcess,
  runOperatorCli,
  signInOverHttp,
  startPostgres,
  type OperatorProcess,
  type PostgresServer,
} from '@resident/test-stack';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { cardPlanOf, chaosClient, runJobs, seededRandom, type CardPlan, type ChaosClient } from './support/money-chaos';
import { startPortal } from './support/stack';

// Every rouble accounted for after a crash at any moment (design.md §5): 150 payments of every kind
// through the portal's production server, the operator API killed with SIGKILL at random moments
// and started again, then the acquirer's resends and the reconciler left to finish. The money audit
// must find nothing, every charge the acquirer made must be a succeeded payment, nothing may stay
// open. SQLite: one process on a file. PostgreSQL: two on one database, killed one at a time and
// both at once.

const PAYMENTS = 150;
const CONCURRENCY = 6;
/** How long the acquirer's resends, the reconciler and the expiry may take once the load stops. */
const SETTLE_WITHIN_MS = 45_000;

type Backend = 'sqlite' | 'postgres';

interface ChaosBackend {
  processes: OperatorProcess[];
  /** One number from a SQL query on the shared database. */
  count(statement: string): number;
  /** Where the audit command finds the database. */
  auditEnv: Record<string, string>;
  close(): Promise<void>;
}

/** Short intervals, so the resends and the reconciler run within the test; production keeps its defaults. */
function apiEnv(): Record<string, string> {
  const secret = () => randomBytes(24).toString('hex');
  return {
    ACQUIRER_HMAC_SECRET: secret(),
    ALTCHA_HMAC_SECRET: secret(),
    ACCOUNT_TOKEN_SECRET: secret(),
    OPERATOR_ADMIN_TOKEN: secret(),
    ALTCHA_COST: '1',
    ALTCHA_MAX_NUMBER: '5',
    TOKEN_RATE_LIMIT: '1000',
    PAY_LOOKUP_RATE_LIMIT: '1000',
    ACCESS_TOKEN_TTL: '3600',
    AUTOPAY_INTERVAL: '0',
    LOG_LEVEL: 'fatal',
    PAYMENT_TTL: '25',
    PAYMENT_SWEEP_MS: '1000',
    PAYMENT_RECONCILE_MS: '700',
    ACQUIRER_RETRY_MS: '300',
  };
}

async function sqliteBackend(): Promise<ChaosBackend> {
  const dir = mkdtempSync(path.join(tmpdir(), 'money-chaos-'));
  const dbPath = path.join(dir, 'operator.db');
  const api = operatorProcess(await freePort(), { ...apiEnv(), OPERATOR_API_DB: dbPath, OPERATOR_API_SEED: 'false' });
  await api.start({ OPERATOR_API_SEED: 'true' });
  return {
    processes: [api],
    count(statement) {
      const db = new DatabaseSync(dbPath, { readOnly: true });
      try {
        return Number(Object.values(db.prepare(statement).get() ?? {})[0]);
      } finally {
        db.close();
      }
    },
    auditEnv: { OPERATOR_API_DB: dbPath },
    async close() {
      await api.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresBackend(): Promise<ChaosBackend> {
  const postgres: PostgresServer = await startPostgres();
  const database = `chaos_${randomBytes(6).toString('hex')}`;
  postgres.sql(`CREATE DATABASE ${database}`);
  const env = { ...apiEnv(), DATABASE_URL: postgres.urlOf(database), OPERATOR_API_SEED: 'false' };
  const processes = [operatorProcess(await freePort(), env), operatorProcess(await freePort(), env)];
  // The first migrates and seeds; the second joins the seeded database.
  await processes[0]!.start({ OPERATOR_API_SEED: 'true' });
  await processes[1]!.start();
  return {
    processes,
    count: (statement) => Number(postgres.sql(statement, database)[0]?.[0]),
    auditEnv: { DATABASE_URL: postgres.urlOf(database) },
    async close() {
      await Promise.all(processes.map((process) => process.stop()));
      postgres.sql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await postgres.stop();
    },
  };
}

/** A payment waited for until it is final (the payer reading it asks the acquirer), bounded. */
async function finalOf(client: ChaosClient, token: string, contragentId: number, payment: Payment): Promise<Payment> {
  let current = payment;
  for (let tries = 0; (current.status === 'created' || current.status === 'pending') && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = await client.call<Payment>(token, 'GET', `client/${contragentId}/payments/${payment.id}`);
  }
  return current;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The 150 payments: bills of four accounts, the debtor's bills, guests on /pay, and orders of every kind. */
async function workload(client: ChaosClient, random: () => number): Promise<(() => Promise<unknown>)[]> {
  const resident = await client.tokenOf('resident@demo.ru');
  const debtor = await client.tokenOf('debtor@demo.ru');
  const plan = () => cardPlanOf(random);
  const amount = () => 10_000 + Math.floor(random() * 490_000);
  const bill =
    (token: string, contragentId: number, cardPlan: CardPlan = plan()) =>
    () =>
      client.payAsResident(
        token,
        contragentId,
        { amount: amount(), purpose: 'charges', receiptEmail: 'payer@example.ru', returnPath: '/' },
        cardPlan,
      );
  const payOrder = (
    token: string,
    contragentId: number,
    order: { orderId: number; amount: number },
    purpose: 'service' | 'state-duty',
    cardPlan: CardPlan,
  ) =>
    client.payAsResident(
      token,
      contragentId,
      { amount: order.amount, purpose, orderId: order.orderId, receiptEmail: 'payer@example.ru', returnPath: '/' },
      cardPlan,
    );

  const objects = await client.call<{ id: number }[]>(resident, 'GET', 'client/1/objects');
  const slots = (
    await client.call<{ date: string; period: string; available: boolean }[]>(
      resident,
      'GET',
      'client/1/waste-removal/slots',
    )
  ).filter((slot) => slot.available);
  const marketplace = ((await signInOverHttp(`${client.portalUrl}/api`, 'resident@demo.ru')) as TokenResponse)
    .marketplace_token;

  const jobs: (() => Promise<unknown>)[] = [];
  const residents: [string, number][] = [
    ['resident@demo.ru', 1],
    ['resident@demo.ru', 2],
    ['pending@demo.ru', 3],
    ['plain@demo.ru', 6],
  ];
  for (const [login, contragentId] of residents) {
    const token = await client.tokenOf(login);
    for (let index = 0; index < 18; index += 1) jobs.push(bill(token, contragentId));
  }
  // The debtor's account, which has an installment agreement.
  for (let index = 0; index < 24; index += 1) jobs.push(bill(debtor, 5));
  for (let index = 0; index < 30; index += 1) {
    const account = ['7700000001', '7700000003', '7700000005', '7700000006'][index % 4]!;
    jobs.push(() => client.payAsGuest(account, amount(), plan()));
  }
  // Container rentals for typed addresses: each its own order.
  for (let index = 0; index < 14; index += 1) {
    jobs.push(async () => {
      const created = await client.call<{ order: { orderId: number; amount: number } }>(
        resident,
        'POST',
        'client/1/container-rentals',
        {
          typeId: 1 + (index % 3),
          startDate: day(3 + index),
          endDate: day(12 + index),
          address: `г. Тверь, ул. Хаоса, д. ${index + 1}`,
        },
      );
      return payOrder(resident, 1, created.order, 'service', plan());
    });
  }
  // Waste pickups, one free window each; a create retried after a crash finds its own pickup.
  for (const slot of slots.slice(0, 6)) {
    jobs.push(async () => {
      const pickup = await client
        .call<{ orderId: number; amount: number }>(resident, 'POST', 'client/1/waste-removal/pickups', {
          objectId: objects[0]!.id,
          wasteType: 'bulky',
          volume: 2.5,
          date: slot.date,
          period: slot.period,
        })
        .catch(async () => {
          const pickups = await client.call<
            { orderId: number; amount: number; status: string; slot: { date: string; period: string } }[]
          >(resident, 'GET', 'client/1/waste-removal/pickups');
          const own = pickups.find(
            (candidate) =>
              candidate.slot.date === slot.date &&
              candidate.slot.period === slot.period &&
              candidate.status === 'created',
          );
          if (!own) throw new Error(`no pickup for ${slot.date} ${slot.period}`);
          return own;
        });
      return payOrder(resident, 1, pickup, 'service', plan());
    });
  }
  // Insurance policies one after another on one account (a new draft replaces an unpaid one).
  jobs.push(async () => {
    const person = {
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: 'Иванович',
      birthDate: '1980-04-12',
      phone: '+79161234567',
      email: 'ivanov@demo.ru',
    };
    const bearer = `Bearer ${marketplace ?? ''}`;
    for (let index = 0; index < 4; index += 1) {
      await client.call(bearer, 'PUT', '/marketplace/v1/accounts/1/draft', {
        step: 'confirm',
        objectId: objects[0]!.id,
        productId: 1,
        programmeId: 2,
        person,
      });
      const order = await client.call<{ orderId: number; amount: number }>(
        bearer,
        'POST',
        '/marketplace/v1/accounts/1/policies',
        { offerAccepted: true },
      );
      await finalOf(
        client,
        resident,
        1,
        await payOrder(resident, 1, order, 'service', index === 1 ? 'decline' : 'pay'),
      );
    }
  });
  // The state duty of the debtor's court cases.
  jobs.push(async () => {
    const order = await client.call<{ orderId: number; amount: number }>(
      debtor,
      'POST',
      'client/5/litigation/state-duty/order',
    );
    return payOrder(debtor, 5, order, 'state-duty', 'pay');
  });
  return jobs;
}

let backend: ChaosBackend | undefined;
let portal: Awaited<ReturnType<typeof startPortal>> | undefined;
const portalLogLevel = process.env.LOG_LEVEL;

afterEach(async () => {
  await portal?.stop();
  await backend?.close();
  portal = undefined;
  backend = undefined;
  if (portalLogLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = portalLogLevel;
});

/** Which instances die at which point of the load: one at a time, and on PostgreSQL both at once. */
const KILLS: Record<Backend, { after: number; instances: number[] }[]> = {
  sqlite: [20, 50, 80, 110].map((after) => ({ after, instances: [0] })),
  postgres: [
    { after: 15, instances: [0] },
    { after: 40, instances: [1] },
    { after: 65, instances: [0, 1] },
    { after: 90, instances: [1] },
    { after: 115, instances: [0, 1] },
  ],
};

describe.each<Backend>(['sqlite', 'postgres'])('money after kill -9 on %s', (name) => {
  it('accounts for every rouble: the audit finds nothing, every charge is a succeeded payment, nothing stays open', async () => {
    const started = Date.now();
    const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const random = seededRandom(seed);
    backend = name === 'sqlite' ? await sqliteBackend() : await postgresBackend();
    const chaos = backend;
    // The proxy logs every request refused by a dead instance: the point of this test, not news.
    process.env.LOG_LEVEL = 'fatal';
    portal = await startPortal(chaos.processes.map((process) => process.url).join(','));
    const client = chaosClient(portal.url);
    const before = chaos.count('SELECT COUNT(*) FROM payments');
    const jobs = await workload(client, random);

    let kills = 0;
    // One crash after another: an instance is killed only once its last restart has finished.
    let crashes = Promise.resolve();
    const pending = [...KILLS[name]];
    await runJobs(jobs, CONCURRENCY, (done) => {
      while (pending[0] && done >= pending[0].after) {
        const { instances } = pending.shift()!;
        // A random moment after the mark, a random pause dead, then started again.
        crashes = crashes.then(async () => {
          await new Promise((resolve) => setTimeout(resolve, random() * 400));
          const victims = instances.map((index) => chaos.processes[index]!);
          kills += victims.length;
          await Promise.all(victims.map((victim) => victim.kill()));
          await new Promise((resolve) => setTimeout(resolve, 200 + random() * 600));
          await Promise.all(victims.map((victim) => victim.start()));
        });
      }
    });
    await crashes;
    const made = chaos.count('SELECT COUNT(*) FROM payments') - before;

    // Resends and the reconciler settle what the crashes left; payments left on a page expire.
    const deadline = Date.now() + SETTLE_WITHIN_MS;
    const open = () => chaos.count("SELECT COUNT(*) FROM payments WHERE status IN ('created', 'pending')");
    const owed = () => chaos.count('SELECT COUNT(*) FROM test_acquirer_notifications WHERE delivered_at IS NULL');
    while ((open() > 0 || owed() > 0) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));

    const audit = await runOperatorCli('audit', [], chaos.auditEnv);
    const auditLine = audit.stdout.trim().split('\n').at(-1) ?? '';
    const succeeded = chaos.count(
      "SELECT COUNT(*) FROM payments WHERE status = 'succeeded' AND acquirer_payment_id IS NOT NULL",
    );
    // The fiscal documents written with the settlements, and how many the register has answered
    // so far (the receipt mail follows that answer).
    const receipts = chaos.count("SELECT COUNT(*) FROM fiscal_receipts WHERE operation = 'income'");
    const fiscalised = chaos.count(
      "SELECT COUNT(*) FROM fiscal_receipts WHERE operation = 'income' AND status = 'fiscalised'",
    );
    const chargedNotSucceeded = chaos.count(
      `SELECT COUNT(*) FROM test_acquirer_sessions s JOIN payments p ON p.id = s.payment_id
          WHERE s.outcome LIKE '%"status":"succeeded"%' AND p.status <> 'succeeded'`,
    );
    console.log(
      `money chaos on ${name} (seed ${seed}): ${made} payments, ${kills} kills, ${succeeded} succeeded, ${receipts} «приход» receipts (${fiscalised} fiscalised), ` +
        `${open()} open, audit: ${auditLine} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );

    expect(made).toBeGreaterThanOrEqual(PAYMENTS);
    expect(kills).toBeGreaterThanOrEqual(KILLS[name].length);
    expect(open()).toBe(0);
    expect(owed()).toBe(0);
    expect(chargedNotSucceeded).toBe(0);
    expect(succeeded).toBeGreaterThan(0);
    expect(receipts).toBe(succeeded);
    expect(audit.stdout).toMatch(/^\d+ checked, 0 discrepancies$/m);
    expect(audit.code).toBe(0);
  }, 180_000);
});
