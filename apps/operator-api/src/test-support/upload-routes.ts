import { ChangeObjectSchema, ChatSchema, VacancyApplicationSchema, VacancyListSchema } from '@resident/contract';
import { accessTokenOf, asResident, form } from './communication-client.ts';
import type { UploadFile } from './communication-client.ts';
import { demoResidents } from '../db/demo-residents.ts';
import { samplePdf } from './sample-files.ts';
import type { TestServer } from './test-server.ts';

/** One route that stores uploaded files, with a valid request to it apart from the file. */
export interface UploadRoute {
  name: string;
  /** Who sends, where to, and the text fields; fresh for each call (a vacancy takes one application per resident). */
  target(): Promise<{ token: string; url: string; fields: Record<string, string | number> }>;
  /** The multipart field the route takes files in. */
  fileField: string;
  /** The status of an accepted upload. */
  accepted: number;
  /** Where the resident downloads the (first) file of an accepted upload, from its answer. */
  download(answer: unknown): Promise<string>;
}

/** The id of the first document anywhere in an answer (chats, messages, comments carry `documents`). */
function firstDocumentId(value: unknown): number | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const id = firstDocumentId(item);
      if (id !== undefined) return id;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const documents = record.documents;
  if (Array.isArray(documents) && typeof (documents[0] as { id?: unknown } | undefined)?.id === 'number')
    return (documents[0] as { id: number }).id;
  return firstDocumentId(Object.values(record));
}

const documentDownload = (answer: unknown) => {
  const id = firstDocumentId(answer);
  if (id === undefined) throw new Error(`no document in ${JSON.stringify(answer).slice(0, 200)}`);
  return Promise.resolve(`/api/v3/main/communication/document/${id}`);
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every route of the operator API that stores uploaded files (grep readUpload), as plain@demo.ru
 * (account 6), with a chat and a recalculation request of theirs to write to. A suite that judges
 * uploads runs over this list, so a new upload route is added here once.
 */
export async function uploadRoutes(server: TestServer): Promise<UploadRoute[]> {
  const plainToken = await accessTokenOf(server, 'plain@demo.ru');
  const plain = asResident(server, plainToken);
  const chat = ChatSchema.parse(
    (await plain('POST', '/api/v3/main/communication/chat/2', form({ subject: 'Тема', body: 'Текст' }))).json(),
  );
  const changeObject = ChangeObjectSchema.parse(
    (
      await plain(
        'POST',
        '/api/v3/client/6/changeObjects',
        form({ kind: 'wrong-charge', month: '2026-03', description: 'Начислено за двоих' }),
      )
    ).json(),
  );
  const { vacancies } = VacancyListSchema.parse((await plain('GET', '/api/v3/vacancies')).json());
  // Each (resident, vacancy) pair can apply once: hand out the next unused pair.
  const logins = demoResidents
    .map((resident) => resident.login)
    .filter((login) => !['unverified@demo.ru', 'pending@demo.ru', 'closed@demo.ru'].includes(login));
  const applicants = new Map<string, string>();
  let nextApplication = 0;
  const paidOn = new Date(server.clock.now() - 10 * DAY).toISOString().slice(0, 10);
  const fixed = (url: string, fields: Record<string, string | number>) => () =>
    Promise.resolve({ token: plainToken, url, fields });

  return [
    {
      name: 'new chat',
      target: fixed('/api/v3/main/communication/chat/2', { subject: 'Тема', body: 'Текст' }),
      fileField: 'files',
      accepted: 200,
      download: documentDownload,
    },
    {
      name: 'chat message',
      target: fixed('/api/v3/main/communication/message', { chatId: chat.id, text: 'Ещё' }),
      fileField: 'files',
      accepted: 200,
      download: documentDownload,
    },
    {
      name: 'new recalculation request',
      target: fixed('/api/v3/client/6/changeObjects', {
        kind: 'wrong-charge',
        month: '2026-03',
        description: 'Начислено за двоих',
      }),
      fileField: 'other',
      accepted: 200,
      // The request as listed has no documents: its first comment, in the request's detail, has them.
      async download(answer) {
        const { id } = ChangeObjectSchema.parse(answer);
        return documentDownload((await plain('GET', `/api/v3/client/6/changeObjects/${id}`)).json());
      },
    },
    {
      name: 'request comment',
      target: fixed(`/api/v3/client/6/changeObjects/${changeObject.id}/comments`, { text: 'Ещё' }),
      fileField: 'other',
      accepted: 200,
      download: documentDownload,
    },
    {
      name: 'payment search',
      target: fixed('/api/v3/client/createFindPaymentChat', {
        contragentId: 6,
        paymentDate: paidOn,
        amount: '1520.50',
      }),
      fileField: 'files',
      accepted: 200,
      download: documentDownload,
    },
    {
      name: 'vacancy application',
      async target() {
        const pair = nextApplication++;
        const login = logins[Math.floor(pair / vacancies.length) % logins.length] ?? 'plain@demo.ru';
        const vacancy = vacancies[pair % vacancies.length];
        if (!vacancy) throw new Error('no vacancies seeded');
        let token = applicants.get(login);
        if (!token) {
          token = await accessTokenOf(server, login);
          applicants.set(login, token);
        }
        return {
          token,
          url: `/api/v3/vacancies/${vacancy.id}/applications`,
          fields: { name: 'Иван Иванов', phone: '+79123456789' },
        };
      },
      fileField: 'cv',
      accepted: 201,
      download: (answer) =>
        Promise.resolve(`/api/v3/vacancies/applications/${VacancyApplicationSchema.parse(answer).id}/cv`),
    },
  ];
}

/** POST with the resident's bearer: a FormData, or a raw body with its own Content-Type. */
export function postUpload(
  server: TestServer,
  token: string,
  url: string,
  payload: FormData | { type: string; body: Buffer },
) {
  const authorization = `Bearer ${token}`;
  if (payload instanceof FormData)
    return server.app.inject({ method: 'POST', url, headers: { authorization }, payload: payload as never });
  return server.app.inject({
    method: 'POST',
    url,
    headers: { authorization, 'content-type': payload.type },
    payload: payload.body,
  });
}

/** A FormData as a browser sends it: one body with its Content-Length (inject streams a FormData chunked). */
export async function sizedForm(form: FormData): Promise<{ type: string; body: Buffer }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { type: request.headers.get('content-type') ?? '', body: Buffer.from(await request.arrayBuffer()) };
}

/** A valid attachment, for requests whose point is elsewhere. */
export const validFile = (field: string): UploadFile => ({ field, name: 'справка.pdf', content: samplePdf() });
