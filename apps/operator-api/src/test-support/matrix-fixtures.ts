import { randomUUID } from 'node:crypto';
import { form } from './communication-client.ts';
import { paymentBody } from './payment-flow.ts';
import { pathParamsOf } from './openapi-operations.ts';
import type { Operation } from './openapi-operations.ts';
import type { OwnerResources } from './owner-resources.ts';

/** What one call of the matrix sends, besides who sends it. */
export interface CallParts {
  params: Record<string, string | number>;
  query: Record<string, string | number>;
  headers: Record<string, string>;
  payload?: object | FormData;
}

type Parts = (owner: OwnerResources) => Partial<CallParts>;

/**
 * Operations anyone may call without any credential, and why that is safe. Guests' answers to
 * these are still checked for A's data.
 */
export const PUBLIC_OPERATIONS: Record<string, string> = {
  'GET /api/health': 'liveness probe for the orchestrator; answers only "ok"',
  'GET /api/ready': 'readiness probe for the load balancer; answers only which checks passed, no data',
  'GET /api/v3/client/freeAccess/altcha/getChallenge':
    'the proof-of-work challenge a guest solves before signing in or registering',
  'GET /api/v3/client/freeAccess/branding': "the operator's name, colours and contacts for the sign-in page",
  'GET /api/brand/{name}': "the operator's logo and favicon files",
  'POST /api/acquirer/notifications':
    "the acquirer's server-to-server call; authenticated by the HMAC signature of its body, not by a resident",
};

/**
 * Operations that take the portal's client credential instead of a resident (they happen before a
 * resident exists or without signing in); a call without any credential must be refused. What
 * protects a resident's data there is the altcha, a mailed link token or an account token.
 */
export const CLIENT_OPERATIONS: Record<string, string> = {
  'POST /api/oauth/token':
    'signing in: the password grant proves the resident (with an altcha), the refresh grant the session',
  'POST /api/oauth/revoke': 'signing out: revokes the token given in the body',
  'GET /api/v3/client/freeAccess/consent/personal-data': 'the consent text shown on the registration form',
  'POST /api/v3/client/freeAccess/registration': 'a new resident registers (altcha)',
  'POST /api/v3/client/freeAccess/registration/confirm': 'the mailed link token proves the address',
  'POST /api/v3/client/freeAccess/password-recovery': 'a forgotten password (altcha; the mail goes to the owner only)',
  'POST /api/v3/client/freeAccess/password-recovery/reset': 'the mailed link token proves the address',
  'POST /api/v3/client/freeAccess/email-change/confirm':
    'the link mailed to the new address proves it (a bearer is accepted too)',
  'POST /api/v3/client/freeAccess/pay/lookup':
    'paying an account without signing in: the number (and an altcha) shows only a masked address',
  'POST /api/v3/client/freeAccess/pay/payments': 'paying without signing in, for the account of an account token',
};

/**
 * Client-credential operations that reach a resource of A's: B holds the credential (it ships in
 * the portal) and an account token of an account of his own, and must still be refused.
 */
export const CLIENT_OWNED: Record<string, Parts> = {
  // B presents a secret of his own making: a guest's read needs the secret the payment's creator was handed.
  'GET /api/v3/client/freeAccess/pay/payments/{paymentId}': (owner) => ({
    params: { paymentId: owner.publicPaymentId },
    query: { accountToken: owner.strangerAccountToken },
    headers: { 'x-payment-secret': 'not-the-creators-secret' },
  }),
};

/**
 * Bearer operations about the caller's own data with no reference to anyone else's (nothing in
 * the path, query or body names a resource). B calls them; the answers must hold none of A's data.
 */
export const CALLER_SCOPED: Record<string, { why: string; parts?: Parts; last?: boolean; refused?: boolean }> = {
  'GET /api/v3/main/user/': { why: "the caller's own user and accounts" },
  'GET /api/v3/client/profile': { why: "the caller's own profile" },
  'PUT /api/v3/client/profile': {
    why: "the caller's own name and phone",
    parts: () => ({
      payload: {
        lastName: 'Смирнов',
        firstName: 'Алексей',
        middleName: 'Викторович',
        phone: '+79990001122',
        inn: null,
        snils: null,
      },
    }),
  },
  'PUT /api/v3/client/profile/notifications': {
    why: "the caller's own notification choices",
    parts: () => ({ payload: { receiptsByEmail: true, newsByEmail: false, noticesBySms: false } }),
  },
  'POST /api/v3/client/profile/email': {
    why: "starts a change of the caller's own address",
    parts: () => ({ payload: { email: 'closed-new@demo.ru' } }),
  },
  'PUT /api/v3/client/profile/password': {
    why: "the caller's own password (a wrong current one here)",
    parts: () => ({ payload: { currentPassword: 'wrong-password', newPassword: 'Matrix-2026-pass' } }),
  },
  'GET /api/v3/client/accounts': { why: "the caller's own accounts" },
  // A's account number with a made-up receipt: must not link (checked again below: B's accounts stay his).
  'POST /api/v3/client/accounts/link': {
    why: 'links an account by a receipt of it; B tries A’s number',
    parts: () => ({ payload: { accountNumber: '7700000001', period: '2026-04', amount: 123_456 } }),
    refused: true,
  },
  'GET /api/v3/client/sessions': { why: "the caller's own sessions" },
  'POST /api/v3/client/sessions/end-others': { why: "ends the caller's other sessions", last: true },
  'DELETE /api/v3/client/profile/consent': {
    why: "withdraws the caller's consent and ends all his sessions",
    last: true,
  },
  'GET /api/v3/main/communication/chatcategories': { why: 'the categories of appeals (reference data)' },
  'GET /api/v3/main/communication/unreadmessages': { why: "the caller's own unread counts" },
  'GET /api/v3/vacancies': { why: "the operator's open vacancies (published to every resident)" },
  'GET /api/v3/vacancies/{id}': {
    why: 'one open vacancy (published to every resident)',
    parts: () => ({ params: { id: 1 } }),
  },
  'GET /api/v3/vacancies/applications': { why: "the caller's own applications" },
  'POST /api/v3/vacancies/{id}/applications': {
    why: 'the caller applies to a published vacancy for himself',
    parts: () => ({
      params: { id: 2 },
      payload: form({ name: 'Смирнов', phone: '+79990001122' }, [
        { field: 'cv', name: 'cv.pdf', content: '%PDF-1.4\n%%EOF\n' },
      ]),
    }),
  },
  'GET /api/marketplace/v1/products': { why: "the insurer's catalogue" },
  'GET /api/v3/client/container-rental/types': { why: 'the container catalogue' },
  'GET /api/v3/client/container-rental/quote': {
    why: 'a price for dates, no account',
    parts: () => ({ query: { typeId: 1, startDate: isoDay(5), endDate: isoDay(15) } }),
  },
};

/** Operations with no id in the path that name A's resource in the query or body. */
export const OWNED_BY_QUERY_OR_BODY: Record<string, Parts> = {
  'GET /api/v3/main/communication/tasks': (owner) => ({ query: { contragentId: owner.contragentId } }),
  'GET /api/v3/main/communication/chats': (owner) => ({ query: { contragentId: owner.contragentId } }),
  'DELETE /api/v3/main/communication/unreadMessages': (owner) => ({ query: { chatId: owner.chatId } }),
  'POST /api/v3/main/communication/message': (owner) => ({
    payload: form({ chatId: owner.chatId, text: 'сообщение B' }),
  }),
  'POST /api/v3/client/createFindPaymentChat': (owner) => ({
    payload: form({ contragentId: owner.contragentId, paymentDate: isoDay(-10), amount: '100', paymentPlace: 'банк' }),
  }),
};

/** Path parameters by name: the resource of A's each one stands for. */
const PARAM_OWNERS: Record<string, (owner: OwnerResources) => string | number> = {
  contragentId: (owner) => owner.contragentId,
  period: (owner) => owner.period,
  popupId: (owner) => owner.popupId,
  paymentId: (owner) => owner.paymentId,
  receiptId: (owner) => owner.receiptId,
  cardId: (owner) => owner.cardId,
  pickupId: (owner) => owner.pickupId,
  rentalId: (owner) => owner.rentalId,
  policyId: (owner) => owner.policyId,
};

/** `{id}` means a different resource on each path. */
const ID_OWNERS: Record<string, (owner: OwnerResources) => number> = {
  '/api/v3/client/contragent/{id}': (owner) => owner.contragentId,
  '/api/v3/client/user/select_contragent/{id}': (owner) => owner.contragentId,
  '/api/v3/client/sessions/{id}': (owner) => owner.sessionId,
  '/api/v3/main/communication/chat/{id}': (owner) => owner.chatId,
  '/api/v3/main/communication/document/{id}': (owner) => owner.documentId,
  '/api/v3/client/{contragentId}/changeObjects/{id}': (owner) => owner.changeObjectId,
  '/api/v3/client/{contragentId}/changeObjects/{id}/comments': (owner) => owner.changeObjectId,
  '/api/v3/vacancies/applications/{id}/cv': (owner) => owner.applicationId,
};

/** Required query parameters by name: valid values, so the owner check is what answers. */
const QUERY_VALUES: Record<string, (owner: OwnerResources) => string | number> = {
  format: () => 'csv',
  wasteType: () => 'bulky',
  volume: () => 2.5,
  endDate: () => isoDay(25),
  returnDate: () => isoDay(10),
};

/** Required headers by name. */
const HEADER_VALUES: Record<string, () => string> = {
  'idempotency-key': () => randomUUID(),
};

/**
 * Per-operation parts: a valid body for every operation that takes one (a body the schema refuses
 * would answer 400 before the owner check is reached), and other values where the defaults
 * do not fit.
 */
export const OPERATION_PARTS: Record<string, Parts> = {
  'GET /api/v3/client/{contragentId}/billing/reconciliation': () => ({ query: { from: '2025-01', to: '2025-12' } }),
  'GET /api/v3/client/{contragentId}/autopay/preview': () => ({ query: { maxAmount: 100_000, day: 10 } }),
  'PUT /api/v3/main/communication/chat/{id}': () => ({ payload: { action: 'reopen', text: 'B' } }),
  // The category is public; what is A's is the account in the body.
  'POST /api/v3/main/communication/chat/{id}': (owner) => ({
    params: { id: 1 },
    payload: form({ subject: 'тема B', body: 'текст B', contragentId: owner.contragentId }),
  }),
  'POST /api/v3/client/{contragentId}/changeObjects': () => ({
    payload: form({ kind: 'absence', periodStart: isoDay(-30), periodEnd: isoDay(-20) }),
  }),
  'PUT /api/v3/client/{contragentId}/changeObjects/{id}': () => ({ payload: { action: 'reopen', text: 'B' } }),
  'POST /api/v3/client/{contragentId}/changeObjects/{id}/comments': () => ({
    payload: form({ text: 'комментарий B' }),
  }),
  'GET /api/v3/client/{contragentId}/litigation/documents/{documentId}': (owner) => ({
    params: { contragentId: owner.debtor.contragentId, documentId: owner.debtor.documentId },
  }),
  // A's second account owes a state duty: the order would be made if the owner check let B through.
  'POST /api/v3/client/{contragentId}/litigation/state-duty/order': (owner) => ({
    params: { contragentId: owner.secondContragentId },
  }),
  'PUT /api/marketplace/v1/accounts/{contragentId}/draft': (owner) => ({
    payload: { step: 'programme', objectId: owner.objectId, productId: null, programmeId: null, person: null },
  }),
  'POST /api/marketplace/v1/accounts/{contragentId}/policies': () => ({ payload: { offerAccepted: true } }),
  'POST /api/v3/client/{contragentId}/waste-removal/pickups': (owner) => ({
    payload: {
      objectId: owner.objectId,
      wasteType: 'bulky',
      volume: 2.5,
      date: owner.slot.date,
      period: owner.slot.period,
    },
  }),
  'POST /api/v3/client/{contragentId}/container-rentals': () => ({
    payload: { typeId: 1, startDate: isoDay(4), endDate: isoDay(14), address: 'адрес B' },
  }),
  'POST /api/v3/client/{contragentId}/container-rentals/{rentalId}/extension': () => ({
    payload: { endDate: isoDay(25) },
  }),
  'POST /api/v3/client/{contragentId}/container-rentals/{rentalId}/return': () => ({
    payload: { returnDate: isoDay(10), refund: 0 },
  }),
  'POST /api/v3/client/{contragentId}/payments': () => ({ payload: paymentBody({ amount: 1_000 }) }),
  'POST /api/v3/client/{contragentId}/installments/applications': () => ({
    payload: { firstPayment: 100_000, months: 6 },
  }),
  'PUT /api/v3/client/{contragentId}/autopay': (owner) => ({
    payload: { enabled: true, maxAmount: 100_000, day: 10, cardId: owner.cardId },
  }),
};

/** Today plus `days`, as an ISO date. */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export type Resolution =
  | { kind: 'public'; why: string }
  | { kind: 'client'; why: string }
  | { kind: 'caller'; why: string; parts: CallParts; last: boolean; refused: boolean }
  | { kind: 'owned'; parts: CallParts }
  | { kind: 'missing'; reason: string };

const empty = (): CallParts => ({ params: {}, query: {}, headers: {} });

function merge(base: CallParts, extra: Partial<CallParts> | undefined): CallParts {
  return {
    params: { ...base.params, ...extra?.params },
    query: { ...base.query, ...extra?.query },
    headers: { ...base.headers, ...extra?.headers },
    payload: extra?.payload ?? base.payload,
  };
}

/** Fills required query parameters and headers the parts leave out, or says which are unknown. */
function completeRequired(operation: Operation, parts: CallParts, owner: OwnerResources): string | undefined {
  for (const parameter of operation.parameters) {
    if (!parameter.required) continue;
    if (parameter.in === 'query' && parts.query[parameter.name] === undefined) {
      const value = QUERY_VALUES[parameter.name];
      if (!value) return `no value for the required query parameter ${parameter.name}`;
      parts.query[parameter.name] = value(owner);
    }
    if (parameter.in === 'header' && parts.headers[parameter.name] === undefined) {
      const value = HEADER_VALUES[parameter.name];
      if (!value) return `no value for the required header ${parameter.name}`;
      parts.headers[parameter.name] = value();
    }
  }
  if (Object.keys(operation.body).length > 0 && parts.payload === undefined)
    return 'takes a body and has no valid body in OPERATION_PARTS';
  return undefined;
}

/**
 * How the matrix treats one operation of the document. 'missing' fails the suite: a new
 * operation is refused until someone says whose resource it reaches (or why it is public).
 */
export function resolve(operation: Operation, owner: OwnerResources): Resolution {
  const { key } = operation;
  const publicWhy = PUBLIC_OPERATIONS[key];
  if (publicWhy) return { kind: 'public', why: publicWhy };
  const clientWhy = CLIENT_OPERATIONS[key];
  if (clientWhy) return { kind: 'client', why: clientWhy };
  const caller = CALLER_SCOPED[key];
  if (caller) {
    const parts = merge(empty(), caller.parts?.(owner));
    const problem = completeRequired(operation, parts, owner);
    return problem
      ? { kind: 'missing', reason: problem }
      : { kind: 'caller', why: caller.why, parts, last: caller.last ?? false, refused: caller.refused ?? false };
  }

  let parts = merge(empty(), OPERATION_PARTS[key]?.(owner));
  const byQueryOrBody = OWNED_BY_QUERY_OR_BODY[key] ?? CLIENT_OWNED[key];
  if (byQueryOrBody) parts = merge(parts, byQueryOrBody(owner));
  const pathParams = pathParamsOf(operation);
  if (pathParams.length === 0 && !byQueryOrBody) {
    return {
      kind: 'missing',
      reason: 'no owner fixture: not public, not caller-scoped, and nothing of A’s in the path, query or body',
    };
  }
  for (const { name } of pathParams) {
    if (parts.params[name] !== undefined) continue;
    const value = name === 'id' ? ID_OWNERS[operation.path]?.(owner) : PARAM_OWNERS[name]?.(owner);
    if (value === undefined) return { kind: 'missing', reason: `no owner fixture for the path parameter {${name}}` };
    parts.params[name] = value;
  }
  const problem = completeRequired(operation, parts, owner);
  return problem ? { kind: 'missing', reason: problem } : { kind: 'owned', parts };
}

/** Every key the tables name, to catch entries for operations that no longer exist. */
export const allTableKeys = (): string[] => [
  ...Object.keys(PUBLIC_OPERATIONS),
  ...Object.keys(CLIENT_OPERATIONS),
  ...Object.keys(CLIENT_OWNED),
  ...Object.keys(CALLER_SCOPED),
  ...Object.keys(OWNED_BY_QUERY_OR_BODY),
  ...Object.keys(OPERATION_PARTS),
];

/**
 * Routes the OpenAPI document does not show, by prefix, and how each family is guarded. The
 * matrix calls each one as a guest and as B; a hidden route under no prefix here fails it.
 */
export const UNDOCUMENTED_PREFIXES: Record<string, { why: string; guard: 'refused' | 'public' }> = {
  '/docs': { why: 'the OpenAPI document and its UI: the published contract, no data', guard: 'public' },
  '/api/admin/': { why: "the operator's back office: the operator's own bearer token only", guard: 'refused' },
  '/api/ws': { why: 'the websocket dispatch: a bearer token, or the socket is refused', guard: 'refused' },
  '/api/test-acquirer/styles.css': { why: "the test acquirer page's stylesheet", guard: 'public' },
  '/api/test-acquirer/': {
    why: "the built-in test acquirer's card page, reached by an unguessable payment token",
    guard: 'refused',
  },
};

export const undocumentedFamilyOf = (path: string) =>
  Object.entries(UNDOCUMENTED_PREFIXES).find(([prefix]) => path.startsWith(prefix));
