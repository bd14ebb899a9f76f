import { matchPath, paths, type PathMatch } from '@resident/routes';

/** What the preloader knows of the stored session before any of the app's code has run. */
export interface StoredSession {
  /** The bearer token (spec §4: requests read it from local storage). */
  token: string;
  userId: number;
  /** null: a user without a personal account. */
  contragentId: number | null;
  /** The account is in the instalments registry (the dashboard's next instalment). */
  installmentRegister: boolean;
}

/**
 * The GET requests a resident route's first render makes, relative to the v3 base, exactly as
 * RTK Query sends them (same path, same query string): a request written differently is simply not
 * matched and the app asks for it itself, later. `e2e/data-prefetch.e2e.test.ts` checks that each
 * one is sent once, by the preloader, on every route listed here.
 */
type RouteData = (
  session: StoredSession & { contragentId: number },
  params: PathMatch['params'],
  query: URLSearchParams,
) => string[];

/** Every page of the main layout: the account reloaded at startup (main.tsx) and the header's tasks. */
const frame = ({ contragentId }: { contragentId: number }) => [
  `client/contragent/${contragentId}`,
  `main/communication/tasks?contragentId=${contragentId}`,
];

const ROUTE_DATA: [pattern: string, data: RouteData][] = [
  [
    paths.dashboard.pattern,
    ({ contragentId, installmentRegister }) => [
      `client/${contragentId}/billing/summary`,
      ...(installmentRegister ? [`client/${contragentId}/installments`] : []),
    ],
  ],
  [paths.profile.pattern, () => ['client/profile']],
  // client/profile: the pay form's receipt contact, prefilled from the profile. The
  // periods are the first tab's (Начисления): another tab never asks, and an answer nobody takes
  // holds its connection until it is dropped.
  [
    paths.billing.pattern,
    ({ contragentId }, _, query) => [
      ...(query.get('tab') === null || query.get('tab') === 'charges'
        ? [`client/${contragentId}/billing/periods`]
        : []),
      `client/${contragentId}/billing/summary`,
      'client/profile',
    ],
  ],
  [paths.objects.pattern, ({ contragentId }) => [`client/${contragentId}/objects`]],
  [paths.litigation.pattern, ({ contragentId }) => [`client/${contragentId}/litigation`]],
  [
    paths.appealsHelp.pattern,
    ({ contragentId }) => [
      `main/communication/chats?page=1&size=20&contragentId=${contragentId}`,
      'main/communication/chatcategories',
    ],
  ],
  [paths.appealsRecalculation.pattern, ({ contragentId }) => [`client/${contragentId}/changeObjects?page=1&size=20`]],
  [paths.chat.pattern, (_, { id = '' }) => [`main/communication/chat/${encodeURIComponent(id)}?limit=50`]],
  [paths.vacancy.pattern, () => ['vacancies', 'vacancies/applications']],
  [
    paths.servicePay.pattern,
    ({ contragentId }) => [`client/${contragentId}/services`, `client/${contragentId}/autopay`],
  ],
];

/**
 * The v3 paths to ask for at once when the page at `pathname` (with `search`, the address's query)
 * opens with this session: the frame's
 * and the route's own. None without a personal account (those pages differ, spec §4) or on a
 * route not listed.
 */
export function routeDataRequests(session: StoredSession, pathname: string, search = ''): string[] {
  const { contragentId } = session;
  if (contragentId === null) return [];
  for (const [pattern, data] of ROUTE_DATA) {
    const match = matchPath(pattern, pathname);
    // Another resident's address: the guards send them to their own.
    if (match)
      return match.params.userId === String(session.userId)
        ? [...frame({ contragentId }), ...data({ ...session, contragentId }, match.params, new URLSearchParams(search))]
        : [];
  }
  return [];
}

/**
 * The session as stored (spec §4: local storage, written by @resident/api's persistSession), read
 * without @resident/api, which the preloader must not wait for. Anything unexpected: no session.
 */
export function readStoredSession(storage: Storage): StoredSession | undefined {
  try {
    const token = storage.getItem('token');
    if (storage.getItem('auth') !== 'true' || !token) return undefined;
    const user = JSON.parse(storage.getItem('user') ?? 'null') as {
      id?: unknown;
      contragentId?: unknown;
      withoutPersonalAccount?: unknown;
    } | null;
    if (typeof user?.id !== 'number') return undefined;
    const contragentId =
      typeof user.contragentId === 'number' && user.withoutPersonalAccount !== true ? user.contragentId : null;
    return {
      token,
      userId: user.id,
      contragentId,
      installmentRegister: storage.getItem('installmentRegister') === 'true',
    };
  } catch {
    return undefined;
  }
}
