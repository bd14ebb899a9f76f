import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { ChatMessageSchema, ChatSchema, PaymentSchema } from '@resident/contract';
import { signInOverHttp } from '../testing.ts';
import { SUCCESS_CARD } from '../test-support/payment-flow.ts';

/**
 * Security suite 6, durability: the operator API as a child process on a file database, 200
 * concurrent writes (chat messages and card payments), `kill -9` in the middle of them, a restart
 * on the same file. Every write answered 2xx must be there, whole; the database must pass
 * `PRAGMA integrity_check`; payments are created/pending or settled, never lost or doubled (each
 * Idempotency-Key names one payment, also when its request is sent again after the crash).
 */
const PACKAGE_DIR = fileURLToPath(new URL('../../', import.meta.url));
const WRITES = 200;
/** Acknowledged writes after which the server is killed: the rest are in flight or not sent yet. */
const KILL_AFTER = 60;
const ADMIN_TOKEN = 'durability-suite-operator-token';
const ACCOUNT = 1;

let dir: string | undefined;
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Starts `src/main.ts` on the database file; resolves with its API base once it listens. */
function startApi(dbPath: string): Promise<{ process: ChildProcess; api: string }> {
  const started = spawn(process.execPath, ['--conditions=@resident/source', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      PATH: process.env.PATH,
      OPERATOR_API_DB: dbPath,
      OPERATOR_API_PORT: '0',
      OPERATOR_ADMIN_TOKEN: ADMIN_TOKEN,
      ALTCHA_HMAC_SECRET: 'durability-suite-altcha-secret',
      ALTCHA_COST: '1',
      ALTCHA_MAX_NUMBER: '5',
      TOKEN_RATE_LIMIT: '1000',
      AUTOPAY_INTERVAL: '0',
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (address) resolve({ process: started, api: `${address}/api` });
    };
    started.stdout?.on('data', onData);
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.once('exit', (code) => reject(new Error(`the operator API exited with ${code}: ${output}`)));
  });
}

function exited(process: ChildProcess): Promise<void> {
  return process.exitCode !== null || process.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => process.once('exit', () => resolve()));
}

interface Write {
  kind: 'message' | 'payment';
  key: string;
  amount: number;
  /** The id the server answered with 2xx, if it did. */
  id?: number;
  status?: string;
}

it('keeps every acknowledged write through kill -9, whole, in a database that opens cleanly', async () => {
  dir = mkdtempSync(join(tmpdir(), 'durability-'));
  const dbPath = join(dir, 'operator.db');
  const first = await startApi(dbPath);
  const { access_token: token } = await signInOverHttp(first.api, 'resident@demo.ru');
  const bearer = { authorization: `Bearer ${token}` };
  const post = (path: string, body: FormData | object, headers: Record<string, string> = {}) =>
    fetch(`${first.api}/v3${path}`, {
      method: 'POST',
      headers:
        body instanceof FormData
          ? { ...bearer, ...headers }
          : { ...bearer, ...headers, 'content-type': 'application/json' },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  const paymentBody = (amount: number) => ({
    amount,
    purpose: 'charges',
    receiptEmail: 'ivanov@demo.ru',
    returnPath: '/resident/1/billing',
  });
  const formOf = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };

  // A chat to write to, and three payments settled on the test acquirer's page before the crash.
  const chat = ChatSchema.parse(
    await (await post('/main/communication/chat/2', formOf({ subject: 'Durability', body: 'start' }))).json(),
  );
  const settled: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const payment = PaymentSchema.parse(
      await (
        await post(`/client/${ACCOUNT}/payments`, paymentBody(50_000 + index), { 'idempotency-key': randomUUID() })
      ).json(),
    );
    const page = new URL(payment.confirmationUrl ?? '', first.api).toString();
    await fetch(page);
    const paid = await fetch(page, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', cardNumber: SUCCESS_CARD, expiry: '12/30', cvc: '123' }),
    });
    expect(paid.status).toBe(303);
    settled.push(payment.id);
  }

  // 200 writes at once; the server is killed when KILL_AFTER of them are acknowledged.
  const writes: Write[] = Array.from({ length: WRITES }, (_, index) => ({
    kind: index % 2 === 0 ? 'message' : 'payment',
    key: randomUUID(),
    amount: 100_000 + index,
  }));
  let acknowledged = 0;
  const started = Date.now();
  const send = async (write: Write) => {
    const response =
      write.kind === 'message'
        ? await post('/main/communication/message', formOf({ chatId: String(chat.id), text: `durable ${write.key}` }))
        : await post(`/client/${ACCOUNT}/payments`, paymentBody(write.amount), { 'idempotency-key': write.key });
    if (response.status < 200 || response.status >= 300) return;
    const body: unknown = await response.json();
    if (write.kind === 'message') write.id = ChatMessageSchema.parse(body).id;
    else ({ id: write.id, status: write.status } = PaymentSchema.parse(body));
    acknowledged += 1;
    if (acknowledged === KILL_AFTER) first.process.kill('SIGKILL');
  };
  await Promise.allSettled(writes.map(send));
  first.process.kill('SIGKILL');
  await exited(first.process);
  const burstMs = Date.now() - started;
  const acked = writes.filter((write) => write.id !== undefined);

  // The file as the crash left it opens cleanly.
  const crashed = new DatabaseSync(dbPath);
  const integrity = crashed.prepare('PRAGMA integrity_check').all();
  crashed.close();
  expect(integrity).toEqual([{ integrity_check: 'ok' }]);

  // Restarted on the same file, it serves the acknowledged writes; every payment request sent again
  // with its key answers the one payment of that key (200), or creates it if it never was (201).
  const second = await startApi(dbPath);
  const again = await signInOverHttp(second.api, 'resident@demo.ru');
  const retry = (write: Write) =>
    fetch(`${second.api}/v3/client/${ACCOUNT}/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${again.access_token}`,
        'content-type': 'application/json',
        'idempotency-key': write.key,
      },
      body: JSON.stringify(paymentBody(write.amount)),
    });
  const retried = await Promise.all(
    writes.filter((write) => write.kind === 'payment').map(async (write) => ({ write, response: await retry(write) })),
  );
  for (const { write, response } of retried) {
    const payment = PaymentSchema.parse(await response.json());
    if (write.id !== undefined)
      expect({ status: response.status, id: payment.id }).toEqual({ status: 200, id: write.id });
    else expect([200, 201]).toContain(response.status);
  }
  second.process.kill('SIGTERM');
  await exited(second.process);

  const db = new DatabaseSync(dbPath, { readOnly: true });
  const messages = new Map(
    (
      db.prepare('SELECT id, text FROM chat_messages WHERE chat_id = ?').all(chat.id) as { id: number; text: string }[]
    ).map((row) => [row.id, row.text]),
  );
  const payments = db
    .prepare(
      "SELECT id, idempotency_key AS key, amount, status FROM payments WHERE idempotency_scope = (SELECT 'user:' || user_id FROM payments WHERE id = ?)",
    )
    .all(settled[0] ?? 0) as { id: number; key: string | null; amount: number; status: string }[];
  db.close();

  const lost = acked.filter((write) =>
    write.kind === 'message'
      ? messages.get(write.id ?? 0) !== `durable ${write.key}`
      : !payments.some((row) => row.id === write.id && row.key === write.key),
  );
  const halfWritten = [...messages.values()].filter(
    (text) => text !== 'start' && !/^durable [0-9a-f-]{36}$/.test(text),
  );
  const keys = payments.map((row) => row.key);
  const doubled = keys.filter((key, index) => keys.indexOf(key) !== index);
  const wrongAmount = payments.filter((row) => {
    const write = writes.find((each) => each.key === row.key);
    return write !== undefined && write.amount !== row.amount;
  });
  const statuses = new Set(payments.map((row) => row.status));
  const settledAfter = payments.filter((row) => settled.includes(row.id)).map((row) => row.status);

  process.stdout.write(
    `durability suite: ${WRITES} concurrent writes (${WRITES / 2} messages, ${WRITES / 2} payments) + 3 settled payments; ` +
      `kill -9 after ${acked.length} acknowledged (burst ${burstMs} ms); integrity_check ${String(integrity[0]?.integrity_check)}; ` +
      `after restart: ${acked.length - lost.length}/${acked.length} acknowledged found, ${lost.length} lost, ${halfWritten.length} half-written, ` +
      `${doubled.length} doubled payments, ${wrongAmount.length} wrong amounts, statuses ${[...statuses].sort().join('/')}\n`,
  );
  expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(acked.length).toBeLessThan(WRITES);
  expect(lost).toEqual([]);
  expect(halfWritten).toEqual([]);
  expect(doubled).toEqual([]);
  expect(wrongAmount).toEqual([]);
  expect(settledAfter).toEqual(['succeeded', 'succeeded', 'succeeded']);
  expect([...statuses].every((status) => ['created', 'pending', 'succeeded'].includes(status))).toBe(true);
  // Every payment key sent, acknowledged or not, names exactly one payment now.
  expect(writes.filter((write) => write.kind === 'payment').every((write) => keys.includes(write.key))).toBe(true);
}, 60_000);
