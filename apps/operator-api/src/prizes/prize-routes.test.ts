import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { PromotionsSchema } from '@resident/contract';
import { accessTokenOf, asResident } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { statusOf } from './prize-repository.ts';

// Seeded: one running promotion and one finished with its draw, plain@demo.ru's account 6 among
// the winners. debtor@demo.ru's account 5 has a debt in its ledger; closed@demo.ru's account 4 is closed.
const prizes = (contragentId: number) => `/api/v3/client/${contragentId}/prizes`;

// Promotions are the first repository on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  let server: TestServer;
  const backendServer = useBackendServer(backend);

  beforeEach(() => {
    server = backendServer.server;
  });

  async function promotionsOf(login: string, contragentId: number) {
    const resident = asResident(server, await accessTokenOf(server, login));
    const response = await resident('GET', prizes(contragentId));
    expect(response.statusCode).toBe(200);
    return PromotionsSchema.parse(response.json());
  }

  it.runIf(backend === 'postgres')('keeps the promotions in PostgreSQL, not in the SQLite file', async () => {
    const client = new pg.Client({ connectionString: backendServer.database.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>('SELECT COUNT(*) AS count FROM promotions');
      expect(rows).toEqual([{ count: '2' }]);
    } finally {
      await client.end();
    }
  });

  describe('GET client/{contragentId}/prizes', () => {
    it('answers 401 without a token, 404 for another resident’s account, 400 for a malformed id', async () => {
      expect((await server.app.inject({ method: 'GET', url: prizes(6) })).statusCode).toBe(401);
      const plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
      const foreign = await plain('GET', prizes(5));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(errorBody('NOT_FOUND', 'Лицевой счёт не найден'));
      expect((await plain('GET', prizes(0))).statusCode).toBe(400);
      expect((await plain('GET', '/api/v3/client/abc/prizes')).statusCode).toBe(400);
    });

    it('lets an account without debt take part, and shows the finished draw with its own prize', async () => {
      const [running, finished] = await promotionsOf('plain@demo.ru', 6);
      expect(running).toMatchObject({
        title: 'Платите вовремя — выигрывайте!',
        status: 'running',
        participation: { takesPart: true, reason: 'ok', debt: null },
        draw: null,
      });
      expect(running!.conditions.length).toBeGreaterThan(0);
      expect(finished).toMatchObject({
        status: 'finished',
        participation: { takesPart: false, reason: 'finished' },
        draw: { ownPrize: 'Сертификат на 3 000 ₽ в магазин бытовой техники' },
      });
      expect(finished!.draw!.winners).toContainEqual({
        account: '77******06',
        prize: 'Сертификат на 3 000 ₽ в магазин бытовой техники',
      });
      expect(JSON.stringify(finished!.draw)).not.toContain('7700000006');
    });

    it('keeps an account with a debt out and says how much', async () => {
      const [running, finished] = await promotionsOf('debtor@demo.ru', 5);
      expect(running!.participation.reason).toBe('debt');
      expect(running!.participation.takesPart).toBe(false);
      expect(running!.participation.debt).toBeGreaterThan(0);
      expect(finished!.draw!.ownPrize).toBeNull();
    });

    it('keeps a closed account out', async () => {
      const [running] = await promotionsOf('closed@demo.ru', 4);
      expect(running!.participation).toEqual({ takesPart: false, reason: 'closed', debt: null });
    });
  });
});

describe('statusOf', () => {
  it.each([
    ['2026-10-31', 'upcoming'],
    ['2026-11-01', 'running'],
    ['2026-12-31', 'running'],
    ['2027-01-01', 'finished'],
  ] as const)('%s → %s', (today, status) => {
    expect(statusOf({ starts_on: '2026-11-01', ends_on: '2026-12-31' }, today)).toBe(status);
  });
});
