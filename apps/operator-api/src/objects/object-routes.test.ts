import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ChangeObjectSchema,
  ChangeObjectWithCommentsSchema,
  latestRussianDate,
  RealEstateObjectsSchema,
} from '@resident/contract';
import type { RealEstateObject } from '@resident/contract';
import { accessTokenOf, asOperator, asResident, form } from '../test-support/communication-client.ts';
import type { UploadFile } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';

// Seeded (demo-objects.ts): resident@demo.ru's account 1 has the flat (object 1, with ГАР) and a
// garden house without ГАР (object 2); plain@demo.ru's account 6 has object 6.
const objects = (contragentId: number) => `/api/v3/client/${contragentId}/objects`;
const requests = (contragentId: number) => `/api/v3/client/${contragentId}/changeObjects`;
const technical: UploadFile = { field: 'technical', name: 'техпаспорт.pdf', content: samplePdf() };
const newArea = {
  kind: 'object-area',
  objectId: 1,
  area: '56.15',
  changeDate: '2026-10-01',
  comment: 'Перепланировка',
};

// Objects are on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);
  let server: TestServer;
  let resident: ReturnType<typeof asResident>;
  let plain: ReturnType<typeof asResident>;

  beforeEach(async () => {
    server = backendServer.server;
    resident = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
    plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
  });

  it.runIf(backend === 'postgres')('keeps the objects, their services and history in PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: backendServer.database.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<
        Record<string, string>
      >(`SELECT (SELECT COUNT(*) FROM real_estate_objects WHERE contragent_id = 1) AS objects,
        (SELECT COUNT(*) FROM object_services s JOIN real_estate_objects o ON o.id = s.object_id WHERE o.contragent_id = 1) AS services,
        (SELECT COUNT(*) FROM object_changes c JOIN change_objects r ON r.id = c.change_object_id WHERE r.request_number = 'П-000098') AS history`);
      expect(rows).toEqual([{ objects: '2', services: '2', history: '1' }]);
    } finally {
      await client.end();
    }
  });

  async function objectsOf(contragentId: number): Promise<RealEstateObject[]> {
    const response = await resident('GET', objects(contragentId));
    expect(response.statusCode).toBe(200);
    return RealEstateObjectsSchema.parse(response.json());
  }

  describe('GET client/{contragentId}/objects', () => {
    it('answers 401 without a live token, 404 for another resident’s account, 400 for a malformed id', async () => {
      const guest = await server.app.inject({ method: 'GET', url: objects(1) });
      expect(guest.statusCode).toBe(401);
      const foreign = await plain('GET', objects(1));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(errorBody('NOT_FOUND', 'Лицевой счёт не найден'));
      expect((await resident('GET', objects(0))).statusCode).toBe(400);
      expect((await resident('GET', '/api/v3/client/abc/objects')).statusCode).toBe(400);
    });

    it('lists the account’s objects with their fields, services and history', async () => {
      const [flat, garden] = await objectsOf(1);
      expect(flat).toMatchObject({
        id: 1,
        address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
        garId: '5f0e2a4c-9b1d-4c57-8a43-1d2b7e6f90a1',
        type: 'apartment',
        area: 54.3,
        residentsCount: 3,
        location: { lat: 56.8597, lon: 35.9047 },
        services: [{ name: 'Обращение с ТКО', basis: 'по числу проживающих', tariff: 17_960, unit: 'чел./мес.' }],
        history: [{ field: 'residents', oldValue: '2', newValue: '3', requestNumber: 'П-000098' }],
        openRequests: [],
      });
      expect(garden).toMatchObject({
        id: 2,
        garId: null,
        type: 'garden-house',
        area: 36,
        residentsCount: 0,
        history: [],
      });
      expect(await objectsOf(2)).toHaveLength(1);
    });
  });

  describe('a change request about an object', () => {
    it('becomes a recalculation request, shows as open, and changes the object once the operator resolves it', async () => {
      const response = await resident('POST', requests(1), form(newArea, [technical]));
      expect(response.statusCode).toBe(200);
      const request = ChangeObjectSchema.parse(response.json());
      expect(request).toMatchObject({
        kind: 'object-area',
        status: 'new',
        details: { kind: 'object-area', objectId: 1, area: '56.15' },
      });
      expect((await objectsOf(1))[0]?.openRequests).toEqual([{ id: request.id, requestNumber: request.requestNumber }]);
      // The request names its object's address, so its chat can say which object it is about.
      const address = (await objectsOf(1))[0]!.address;
      expect(request.objectAddress).toBe(address);
      const opened = await resident('GET', `${requests(1)}/${request.id}`);
      expect(ChangeObjectWithCommentsSchema.parse(opened.json()).objectAddress).toBe(address);

      const operator = asOperator(server);
      for (let time = 0; time < 2; time += 1) {
        expect((await operator('PUT', `/change-objects/${request.id}`, { status: 'resolved' })).statusCode).toBe(200);
      }
      const [flat] = await objectsOf(1);
      expect(flat?.area).toBe(56.15);
      expect(flat?.openRequests).toEqual([]);
      expect(flat?.history.at(-1)).toMatchObject({
        field: 'area',
        oldValue: '54.3',
        newValue: '56.15',
        changeDate: '2026-10-01',
        requestNumber: request.requestNumber,
      });
      expect(flat?.history).toHaveLength(2);
    });

    it('changes the type and the residents of an object, each with its document', async () => {
      const type = await resident(
        'POST',
        requests(1),
        form({ kind: 'object-type', objectId: 1, objectType: 'room', changeDate: '2026-10-01' }, [technical]),
      );
      expect(type.statusCode).toBe(200);
      const residents = await resident(
        'POST',
        requests(1),
        form({ kind: 'residents', objectId: 1, residentsCount: 4, changeDate: '2026-10-01' }, [
          { ...technical, field: 'confirmation' },
        ]),
      );
      expect(ChangeObjectSchema.parse(residents.json()).details).toMatchObject({
        kind: 'residents',
        objectId: 1,
        residentsCount: 4,
      });
      const operator = asOperator(server);
      await operator('PUT', `/change-objects/${ChangeObjectSchema.parse(type.json()).id}`, { status: 'resolved' });
      const [flat] = await objectsOf(1);
      expect(flat).toMatchObject({
        type: 'room',
        residentsCount: 3,
        openRequests: [{ id: ChangeObjectSchema.parse(residents.json()).id }],
      });
    });

    it.each([
      [
        'without its document',
        newArea,
        [],
        400,
        errorBody('DOCUMENTS_OF_EACH_TYPE', 'Загрузите документы каждого типа'),
      ],
      [
        'for an object without ГАР',
        { ...newArea, objectId: 2 },
        [technical],
        400,
        errorBody('OBJECT_WITHOUT_GAR', 'Не определен ГАР объекта недвижимости'),
      ],
      [
        'for another account’s object',
        { ...newArea, objectId: 6 },
        [technical],
        404,
        errorBody('NOT_FOUND', 'Объект не найден'),
      ],
      [
        'for an object of the resident’s other account',
        { ...newArea, objectId: 3 },
        [technical],
        404,
        errorBody('NOT_FOUND', 'Объект не найден'),
      ],
    ])('is refused %s', async (_case, fields, files, status, body) => {
      const response = await resident('POST', requests(1), form(fields, files));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
    });

    it('refuses a change date after today with the Russian text, takes today', async () => {
      const today = latestRussianDate(server.clock.now());
      const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      for (const changeDate of [tomorrow, '2099-01-01']) {
        const cases: Record<string, string | number>[] = [
          { ...newArea, changeDate },
          { kind: 'residents', objectId: 1, residentsCount: 4, changeDate },
        ];
        for (const fields of cases) {
          const files = fields.kind === 'residents' ? [{ ...technical, field: 'confirmation' }] : [technical];
          const response = await resident('POST', requests(1), form(fields, files));
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual(
            errorBody('CHANGE_DATE_IN_FUTURE', 'Дата изменения не может быть позже сегодняшней'),
          );
        }
      }
      const response = await resident('POST', requests(1), form({ ...newArea, changeDate: today }, [technical]));
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['an area with a comma', { area: '54,3' }],
      ['an area with three decimals', { area: '54.333' }],
      ['a zero area', { area: '0' }],
      ['an area over the limit', { area: '100000.01' }],
      ['no object', { objectId: '' }],
      ['a date that is not a date', { changeDate: '01.10.2026' }],
    ])('answers 400, never 500, for %s', async (_case, change) => {
      const response = await resident('POST', requests(1), form({ ...newArea, ...change }, [technical]));
      expect(response.statusCode).toBe(400);
    });

    it('answers 400 for an unknown object type', async () => {
      const response = await resident(
        'POST',
        requests(1),
        form({ kind: 'object-type', objectId: 1, objectType: 'castle', changeDate: '2026-10-01' }, [technical]),
      );
      expect(response.statusCode).toBe(400);
    });
  });
});
