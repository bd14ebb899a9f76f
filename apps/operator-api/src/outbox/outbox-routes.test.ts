import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { OutboxPageSchema } from './outbox-schemas.ts';
import { accessTokenOf, asResident } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { TEST_ADMIN_TOKEN } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

// The outbox is on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);
  let server: TestServer;

  beforeEach(() => {
    server = backendServer.server;
  });

  const admin = (url: string, token = TEST_ADMIN_TOKEN) =>
    server.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { authorization: `Bearer ${token}` } });

  describe('the outbox routes', () => {
    it('do not answer without the operator credential anywhere: no /api/dev/ (the mail holds reset links)', async () => {
      for (const url of [
        '/api/dev/outbox',
        '/api/dev/outbox/1',
        '/api/dev/outbox/1/attachments/1',
        '/api/outbox',
        '/api/v3/outbox',
      ]) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual(errorBody('NOT_FOUND', 'Запрошенный адрес не найден'));
      }
      const guest = await server.app.inject({ method: 'GET', url: '/api/admin/outbox' });
      expect(guest.statusCode).toBe(401);
    });

    it('answer the operator at /api/admin/outbox with the operator credential only', async () => {
      expect((await admin('/outbox')).statusCode).toBe(200);
      const refused = await admin('/outbox', 'wrong-operator-token');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(errorBody('UNAUTHORIZED', 'Требуется ключ оператора'));
      const missing = await admin('/outbox/999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(errorBody('NOT_FOUND', 'Письмо не найдено'));
      expect((await admin('/outbox/x')).statusCode).toBe(400);
    });

    it('list a sent message by kind and serve its attachment', async () => {
      const resident = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
      expect((await resident('POST', '/api/v3/client/1/billing/receipts/2026-04/send')).statusCode).toBe(200);
      const page = OutboxPageSchema.parse((await admin('/outbox?kind=receipt')).json());
      expect(page).toMatchObject({
        totalElements: 1,
        content: [{ kind: 'receipt', to: 'resident@demo.ru', attachments: [{ contentType: 'application/pdf' }] }],
      });
      expect(OutboxPageSchema.parse((await admin('/outbox?kind=registration')).json()).totalElements).toBe(0);
      const [message] = page.content;
      const file = await admin(`/outbox/${message?.id}/attachments/${message?.attachments[0]?.id}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (backend === 'postgres') {
        const client = new pg.Client({ connectionString: backendServer.database.databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query<{ n: string }>(
            `SELECT COUNT(*) AS n FROM outbox o JOIN outbox_attachments a ON a.message_id = o.id WHERE o.kind = 'receipt'`,
          );
          expect(rows).toEqual([{ n: '1' }]);
        } finally {
          await client.end();
        }
      }
    });
  });
});
