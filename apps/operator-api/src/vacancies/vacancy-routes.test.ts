import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AdminVacancyApplicationsSchema,
  VacancyApplicationSchema,
  VacancyApplicationsSchema,
  VacancyListSchema,
  VacancySchema,
} from '@resident/contract';
import { accessTokenOf, asOperator, asResident, form, zeros } from '../test-support/communication-client.ts';
import type { UploadFile } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { TestServer } from '../test-support/test-server.ts';

const cv: UploadFile = { field: 'cv', name: 'резюме.pdf', content: samplePdf() };
const fields = { name: 'Иван Иванов', phone: '+79123456789', note: 'Готов выйти с понедельника' };

// Vacancies are on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  let server: TestServer;
  const backendServer = useBackendServer(backend);
  let resident: ReturnType<typeof asResident>;
  let plain: ReturnType<typeof asResident>;
  let noAccount: ReturnType<typeof asResident>;
  let operator: ReturnType<typeof asOperator>;

  beforeEach(async () => {
    server = backendServer.server;
    resident = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
    plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
    noAccount = asResident(server, await accessTokenOf(server, 'noaccount@demo.ru'));
    operator = asOperator(server);
  });

  it.runIf(backend === 'postgres')(
    'keeps the vacancies and the applications in PostgreSQL, not in the SQLite file',
    async () => {
      expect((await resident('POST', '/api/v3/vacancies/1/applications', form(fields, [cv]))).statusCode).toBe(201);
      const client = new pg.Client({ connectionString: backendServer.database.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ vacancies: string; applications: string }>(
          'SELECT (SELECT COUNT(*) FROM vacancies) AS vacancies, (SELECT COUNT(*) FROM vacancy_applications) AS applications',
        );
        expect(rows).toEqual([{ vacancies: '6', applications: '1' }]);
      } finally {
        await client.end();
      }
    },
  );

  async function list(query = '') {
    const response = await resident('GET', `/api/v3/vacancies${query}`);
    expect(response.statusCode).toBe(200);
    return VacancyListSchema.parse(response.json());
  }

  describe('GET vacancies', () => {
    it('lists the seeded vacancies newest first with the places for the filter; 401 without a token', async () => {
      expect((await server.app.inject({ method: 'GET', url: '/api/v3/vacancies' })).statusCode).toBe(401);
      const { vacancies, places } = await list();
      expect(vacancies).toHaveLength(6);
      expect(vacancies[0]).toMatchObject({
        title: 'Специалист абонентского отдела',
        city: 'Тверь',
        schedule: 'full',
        salaryFrom: 4_500_000,
        salaryTo: null,
      });
      expect(places).toEqual([
        { city: 'Кимры', districts: [] },
        { city: 'Конаково', districts: [] },
        { city: 'Ржев', districts: [] },
        { city: 'Тверь', districts: ['Заволжский район', 'Пролетарский район', 'Центральный район'] },
      ]);
    });

    it('filters by city, district, schedule and the salary a vacancy can pay', async () => {
      expect((await list('?city=Тверь')).vacancies.map((vacancy) => vacancy.city)).toEqual(['Тверь', 'Тверь', 'Тверь']);
      expect(
        (
          await list(`?city=${encodeURIComponent('Тверь')}&district=${encodeURIComponent('Заволжский район')}`)
        ).vacancies.map((v) => v.title),
      ).toEqual(['Водитель мусоровоза (категория C)']);
      expect((await list('?schedule=part')).vacancies.map((v) => v.city)).toEqual(['Кимры']);
      // 90 000 ₽: the driver (up to 95 000) only; 45 000 ₽ «от» with no upper figure counts as 45 000.
      expect((await list('?salaryFrom=9000000')).vacancies.map((v) => v.title)).toEqual([
        'Водитель мусоровоза (категория C)',
      ]);
      expect((await list('?salaryFrom=4500000&city=Тверь')).vacancies).toHaveLength(3);
      expect((await list('?city=Бологое')).vacancies).toEqual([]);
    });

    it.each([
      '?schedule=night',
      '?salaryFrom=-1',
      '?salaryFrom=abc',
      '?salaryFrom=1.5',
      `?city=${'я'.repeat(101)}`,
      '?city=',
      '?sort=salary',
    ])('refuses %s with 400 and the spec §8 body', async (query) => {
      const response = await resident('GET', `/api/v3/vacancies${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), details: expect.any(Array) });
    });

    it('shows one vacancy; an unknown one is 404 and a malformed id 400', async () => {
      const [first] = (await list()).vacancies;
      const response = await resident('GET', `/api/v3/vacancies/${first!.id}`);
      expect(VacancySchema.parse(response.json()).duties.length).toBeGreaterThan(0);
      const missing = await resident('GET', '/api/v3/vacancies/999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(errorBody('NOT_FOUND', 'Вакансия не найдена'));
      expect((await resident('GET', '/api/v3/vacancies/0')).statusCode).toBe(400);
      expect((await resident('GET', '/api/v3/vacancies/x')).statusCode).toBe(400);
    });
  });

  describe('POST vacancies/{id}/applications', () => {
    it('stores the application with its CV; the resident sees it with its status, the operator changes the status', async () => {
      const created = await resident('POST', '/api/v3/vacancies/1/applications', form(fields, [cv]));
      expect(created.statusCode).toBe(201);
      const application = VacancyApplicationSchema.parse(created.json());
      expect(application).toMatchObject({
        vacancyId: 1,
        vacancyTitle: 'Водитель мусоровоза (категория C)',
        ...fields,
        status: 'new',
        cv: { name: 'резюме.pdf' },
      });
      expect(created.json()).not.toHaveProperty('userId');

      const own = VacancyApplicationsSchema.parse((await resident('GET', '/api/v3/vacancies/applications')).json());
      expect(own.map((item) => item.id)).toEqual([application.id]);
      expect(VacancyApplicationsSchema.parse((await plain('GET', '/api/v3/vacancies/applications')).json())).toEqual(
        [],
      );

      const download = await resident('GET', `/api/v3/vacancies/applications/${application.id}/cv`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('attachment');

      const all = AdminVacancyApplicationsSchema.parse(
        (await operator('GET', '/vacancy-applications?status=new')).json(),
      );
      expect(all).toMatchObject([{ id: application.id, userId: 1 }]);
      const invited = await operator('PUT', `/vacancy-applications/${application.id}`, { status: 'invited' });
      expect(invited.statusCode).toBe(200);
      expect(
        VacancyApplicationsSchema.parse((await resident('GET', '/api/v3/vacancies/applications')).json())[0]?.status,
      ).toBe('invited');
      expect((await operator('PUT', `/vacancy-applications/${application.id}`, { status: 'new' })).statusCode).toBe(
        409,
      );
      expect((await operator('PUT', `/vacancy-applications/${application.id}`, { status: 'lost' })).statusCode).toBe(
        400,
      );
      expect((await operator('PUT', '/vacancy-applications/999', { status: 'viewed' })).statusCode).toBe(404);
      expect((await operator('GET', `/vacancy-applications/${application.id}/cv`)).statusCode).toBe(200);
      const guest = await server.app.inject({ method: 'GET', url: '/api/admin/vacancy-applications' });
      expect(guest.statusCode).toBe(401);
    });

    it.each([
      ['a photo', 'резюме.JPG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])],
      ['a Word document', 'резюме.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])],
    ])('takes %s as a CV', async (_case, name, content) => {
      const created = await resident(
        'POST',
        '/api/v3/vacancies/3/applications',
        form(fields, [{ ...cv, name, content }]),
      );
      expect(created.statusCode).toBe(201);
      expect(VacancyApplicationSchema.parse(created.json()).cv.name).toBe(name);
    });

    it('lets a resident without a personal account apply too', async () => {
      const created = await noAccount('POST', '/api/v3/vacancies/2/applications', form(fields, [cv]));
      expect(created.statusCode).toBe(201);
    });

    it('keeps another resident’s application and CV hidden: 404', async () => {
      const { id } = VacancyApplicationSchema.parse(
        (await resident('POST', '/api/v3/vacancies/1/applications', form(fields, [cv]))).json(),
      );
      const foreign = await plain('GET', `/api/v3/vacancies/applications/${id}/cv`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(errorBody('NOT_FOUND', 'Отклик не найден'));
      expect((await plain('GET', '/api/v3/vacancies/applications/abc/cv')).statusCode).toBe(400);
    });

    it('answers 409 to a second application to the same vacancy, 404 to an unknown vacancy', async () => {
      expect((await resident('POST', '/api/v3/vacancies/1/applications', form(fields, [cv]))).statusCode).toBe(201);
      const again = await resident('POST', '/api/v3/vacancies/1/applications', form(fields, [cv]));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(errorBody('ALREADY_APPLIED', 'Вы уже откликнулись на эту вакансию'));
      expect((await resident('POST', '/api/v3/vacancies/999/applications', form(fields, [cv]))).statusCode).toBe(404);
    });

    it.each([
      ['no CV', fields, [], 400, 'CV_REQUIRED'],
      ['two CVs', fields, [cv, { ...cv, name: 'ещё.pdf' }], 400, 'CV_ONE'],
      ['an empty name', { ...fields, name: '  ' }, [cv], 400, 'VALIDATION'],
      ['a phone that is not +7', { ...fields, phone: '89123456789' }, [cv], 400, 'VALIDATION'],
      ['a note over 2 000', { ...fields, note: 'я'.repeat(2001) }, [cv], 400, 'VALIDATION'],
      ['a .part file', fields, [{ ...cv, name: 'резюме.pdf.part' }], 400, 'FORBIDDEN_FILE_EXTENSION'],
      ['an empty file', fields, [{ ...cv, content: new Uint8Array() }], 400, 'EMPTY_FILE'],
      ['a file in another field', fields, [{ ...cv, field: 'files' }], 400, 'VALIDATION'],
      [
        'a program',
        fields,
        [{ ...cv, name: 'резюме.exe', content: new TextEncoder().encode('MZ\u0090\u0000') }],
        400,
        'CV_TYPE',
      ],
      [
        'a text file',
        fields,
        [{ ...cv, name: 'резюме.txt', content: new TextEncoder().encode('Иван Иванов, водитель') }],
        400,
        'CV_TYPE',
      ],
      ['a file without an extension', fields, [{ ...cv, name: 'резюме' }], 400, 'CV_TYPE'],
    ] as const)('refuses %s', async (_case, body, files, status, code) => {
      const response = await resident('POST', '/api/v3/vacancies/3/applications', form(body, files));
      expect(response.statusCode).toBe(status);
      expect(response.json().details[0].code).toBe(code);
      if (code === 'CV_TYPE')
        expect(response.json()).toEqual(
          errorBody('CV_TYPE', 'Резюме принимается в формате PDF, DOC, DOCX или фото (JPG, PNG, HEIC, WEBP)'),
        );
      expect(VacancyApplicationsSchema.parse((await resident('GET', '/api/v3/vacancies/applications')).json())).toEqual(
        [],
      );
    });

    it('refuses a CV over 25 MB with 413 and a JSON body with 415', async () => {
      const large = await resident(
        'POST',
        '/api/v3/vacancies/3/applications',
        form(fields, [{ ...cv, content: zeros(25 * 1024 * 1024 + 1) }]),
      );
      expect(large.statusCode).toBe(413);
      const json = await resident('POST', '/api/v3/vacancies/3/applications', fields);
      expect(json.statusCode).toBe(415);
    });
  });
});
