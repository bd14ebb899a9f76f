import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { PaymentHistoryPageSchema, TokenResponseSchema } from '@resident/contract';
import { form } from './communication-client.ts';
import { parsePayment, payWithCard, paymentBody, postPayment, SUCCESS_CARD } from './payment-flow.ts';
import { samplePdf } from './sample-files.ts';
import { CLIENT_AUTHORIZATION } from './test-server.ts';
import type { TestServer } from './test-server.ts';

/** Resident A of the matrix: resident@demo.ru, two accounts, marketplace access. */
export const OWNER_LOGIN = 'resident@demo.ru';
/** Resident B: closed@demo.ru, an account of his own (4) and a marketplace token too. */
export const STRANGER_LOGIN = 'closed@demo.ru';
/** debtor@demo.ru's account: the seeded court case and its documents belong to it. */
const DEBTOR_CONTRAGENT = 5;

/** Texts only A's resources carry: found in a body B or a guest receives, they are a leak. */
const CANARY = 'канарейка-A';

/** A's resources, made through the API as A would make them, that the matrix points B at. */
export interface OwnerResources {
  contragentId: number;
  /** A's second account (with a state-duty debt): the one the state-duty order is made on. */
  secondContragentId: number;
  period: string;
  popupId: number;
  chatId: number;
  changeObjectId: number;
  documentId: number;
  sessionId: number;
  paymentId: number;
  /** The cash receipt of A's card payment. */
  receiptId: number;
  /** A payment made without signing in on the public page for A's account, and the secret its creator was handed. */
  publicPaymentId: number;
  publicPaymentSecret: string;
  /** The public page's token for A's account, and one for another account (7700000006) any guest can get. */
  accountToken: string;
  strangerAccountToken: string;
  cardId: number;
  pickupId: number;
  rentalId: number;
  policyId: number;
  applicationId: number;
  objectId: number;
  /** A free waste-removal window (a valid pickup body for B's attempt on A's account). */
  slot: { date: string; period: string };
  debtor: { contragentId: number; documentId: number; access: string };
  /** Texts and identifiers of A's that must never reach B or a guest. */
  canaries: string[];
  tokens: { access: string; marketplace: string };
}

export interface Caller {
  access: string;
  marketplace: string;
}

async function signIn(server: TestServer, login: string): Promise<Caller> {
  const tokens = TokenResponseSchema.parse((await server.login(login)).json());
  return { access: tokens.access_token, marketplace: tokens.marketplace_token ?? '' };
}

const expectOk = (what: string, response: LightMyRequestResponse) => {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json() as never;
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Makes A's resources of every kind; B and the stranger's calls point at these. */
export async function makeOwnerResources(server: TestServer): Promise<{ owner: OwnerResources; stranger: Caller }> {
  const a = await signIn(server, OWNER_LOGIN);
  const stranger = await signIn(server, STRANGER_LOGIN);
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = a.access) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as never });
  const contragentId = 1;
  const secondContragentId = 2;

  const chats: { content: { id: number; subject: string }[] } = expectOk(
    'chats',
    await as('GET', '/api/v3/main/communication/chats'),
  );
  const chatId = chats.content[0]!.id;
  const categories: { id: number }[] = expectOk(
    'categories',
    await as('GET', '/api/v3/main/communication/chatcategories'),
  );
  const withFile: { id: number } = expectOk(
    'new chat',
    await as(
      'POST',
      `/api/v3/main/communication/chat/${categories[0]!.id}`,
      form({ subject: `${CANARY} тема`, body: `${CANARY} текст`, contragentId }, [
        { name: `${CANARY}-файл.pdf`, content: samplePdf() },
      ]),
    ),
  );
  const thread: { messages: { documents: { id: number }[] }[] } = expectOk(
    'thread',
    await as('GET', `/api/v3/main/communication/chat/${withFile.id}`),
  );
  const documentId = thread.messages.flatMap((message) => message.documents)[0]!.id;

  const requests: { content: { id: number; requestNumber: string }[] } = expectOk(
    'changeObjects',
    await as('GET', `/api/v3/client/${contragentId}/changeObjects`),
  );
  const changeObjectId = requests.content[0]!.id;
  const sessions: { id: number }[] = expectOk('sessions', await as('GET', '/api/v3/client/sessions'));
  const periods: { periods: string[] } = expectOk(
    'periods',
    await as('GET', `/api/v3/client/${contragentId}/billing/periods`),
  );
  const period = periods.periods[0]!;

  const payment = parsePayment(
    await postPayment(server, a.access, contragentId, paymentBody({ amount: 1_000, receiptEmail: 'canary-a@demo.ru' })),
  );
  const cardPayment = parsePayment(
    await postPayment(
      server,
      a.access,
      contragentId,
      paymentBody({ amount: 1_000, saveCard: true, returnPath: '/resident/1/service-pay' }),
    ),
  );
  await payWithCard(server, cardPayment, SUCCESS_CARD);
  const autopay: { cards: { id: number }[] } = expectOk(
    'autopay',
    await as('GET', `/api/v3/client/${contragentId}/autopay`),
  );
  const cardId = autopay.cards.at(-1)!.id;
  // The card payment's cash receipt, linked in the history once the register has made it (after the commit).
  const receiptId = await vi.waitFor(
    async () => {
      const history = PaymentHistoryPageSchema.parse(
        expectOk('history', await as('GET', `/api/v3/client/${contragentId}/billing/payments?size=100`)),
      );
      const id = history.content.find((line) => line.id === cardPayment.id && line.kind !== 'refund')?.receiptId;
      if (!id) throw new Error('the card payment has no receipt yet');
      return id;
    },
    { timeout: 10_000 },
  );

  const lookup = { accountToken: await accountTokenOf(server, '7700000001') };
  const publicPayment: { id: number; guestSecret: string } = expectOk(
    'public payment',
    await server.app.inject({
      method: 'POST',
      url: '/api/v3/client/freeAccess/pay/payments',
      headers: { authorization: CLIENT_AUTHORIZATION, 'idempotency-key': randomUUID() },
      payload: {
        accountToken: lookup.accountToken,
        amount: 1_000,
        receiptEmail: 'canary-a@demo.ru',
        returnPath: '/pay',
      },
    }),
  );

  const objects: { id: number }[] = expectOk('objects', await as('GET', `/api/v3/client/${contragentId}/objects`));
  const objectId = objects[0]!.id;
  const slots: { date: string; period: string; available: boolean }[] = expectOk(
    'slots',
    await as('GET', `/api/v3/client/${contragentId}/waste-removal/slots`),
  );
  const slot = slots.find((candidate) => candidate.available)!;
  const pickup: { id: number } = expectOk(
    'pickup',
    await as('POST', `/api/v3/client/${contragentId}/waste-removal/pickups`, {
      objectId,
      wasteType: 'bulky',
      volume: 2.5,
      date: slot.date,
      period: slot.period,
      comment: `${CANARY} вывоз`,
    }),
  );

  const now = Date.now();
  const rental: { rental: { id: number } } = expectOk(
    'rental',
    await as('POST', `/api/v3/client/${contragentId}/container-rentals`, {
      typeId: 1,
      startDate: isoDay(now + 3 * 86_400_000),
      endDate: isoDay(now + 20 * 86_400_000),
      address: `${CANARY} адрес контейнера`,
    }),
  );

  const person = {
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    birthDate: '1980-04-12',
    phone: '+79161234567',
    email: 'canary-a@demo.ru',
  };
  expectOk(
    'draft',
    await as(
      'PUT',
      `/api/marketplace/v1/accounts/${contragentId}/draft`,
      { step: 'confirm', objectId, productId: 1, programmeId: 2, person },
      a.marketplace,
    ),
  );
  const policy: { policy: { id: number; number?: string } } = expectOk(
    'policy',
    await as('POST', `/api/marketplace/v1/accounts/${contragentId}/policies`, { offerAccepted: true }, a.marketplace),
  );
  // A draft of A's left in place, for B's GET of it.
  expectOk(
    'draft again',
    await as(
      'PUT',
      `/api/marketplace/v1/accounts/${contragentId}/draft`,
      { step: 'programme', objectId, productId: null, programmeId: null, person: null },
      a.marketplace,
    ),
  );

  const application: { id: number } = expectOk(
    'application',
    await as(
      'POST',
      '/api/v3/vacancies/1/applications',
      form({ name: `${CANARY} Иван`, phone: '+79123456789', note: `${CANARY} сопроводительное` }, [
        { field: 'cv', name: `${CANARY}-резюме.pdf`, content: samplePdf() },
      ]),
    ),
  );

  // The debtor's court case: its documents are another owner's resource of a kind A has none of.
  const debtor = await signIn(server, 'debtor@demo.ru');
  const litigation = expectOk(
    'litigation',
    await server.app.inject({
      method: 'GET',
      url: `/api/v3/client/${DEBTOR_CONTRAGENT}/litigation`,
      headers: { authorization: `Bearer ${debtor.access}` },
    }),
  );
  const debtorDocumentId = findDocumentId(litigation);

  return {
    owner: {
      contragentId,
      secondContragentId,
      period,
      popupId: 1,
      chatId,
      changeObjectId,
      documentId,
      sessionId: sessions[0]!.id,
      paymentId: payment.id,
      receiptId,
      publicPaymentId: publicPayment.id,
      publicPaymentSecret: publicPayment.guestSecret,
      accountToken: lookup.accountToken,
      strangerAccountToken: await accountTokenOf(server, '7700000006'),
      cardId,
      pickupId: pickup.id,
      rentalId: rental.rental.id,
      policyId: policy.policy.id,
      applicationId: application.id,
      objectId,
      slot: { date: slot.date, period: slot.period },
      debtor: { contragentId: DEBTOR_CONTRAGENT, documentId: debtorDocumentId, access: debtor.access },
      canaries: [
        CANARY,
        OWNER_LOGIN,
        'canary-a@demo.ru',
        '7700000001',
        '7700000002',
        'ул. Советская, д. 10, кв. 5',
        'ул. Энергетиков, д. 3, кв. 41',
        'Иванов',
        chats.content[0]!.subject,
        requests.content[0]!.requestNumber,
        ...(policy.policy.number ? [policy.policy.number] : []),
        a.access,
        a.marketplace,
      ],
      tokens: a,
    },
    stranger,
  };
}

/** The public /pay page's token for an account number, as any guest gets it. */
async function accountTokenOf(server: TestServer, accountNumber: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v3/client/freeAccess/pay/lookup',
    headers: { authorization: CLIENT_AUTHORIZATION },
    payload: { accountNumber, altcha: await server.altcha() },
  });
  const body: { accountToken: string } = expectOk(`pay lookup ${accountNumber}`, response);
  return body.accountToken;
}

function findDocumentId(litigation: unknown): number {
  const found = JSON.stringify(litigation).match(/"documents":\[\{"id":(\d+)/);
  if (!found) throw new Error(`no litigation document in ${JSON.stringify(litigation).slice(0, 300)}`);
  return Number(found[1]);
}
