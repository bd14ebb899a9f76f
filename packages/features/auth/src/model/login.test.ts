import {
  createMemoryStorage,
  createStore,
  selectInstallmentRegister,
  selectIsAuthenticated,
  selectUser,
} from '@resident/api';
import { describe, expect, it, vi } from 'vitest';
import { login } from './login';

type Route = (url: URL, init: RequestInit) => { status: number; body: unknown } | undefined;

const token = { access_token: 'a1', refresh_token: 'r1', expires_in: 300, token_type: 'bearer' };
const contragent = {
  id: 501,
  fullName: 'Иванов Иван Иванович',
  numberPersonalAccount: '7700000001',
  isClosed: false,
  stateDutyDebt: false,
  wasteDisposal: true,
  isInstallmentRegister: true,
  address: 'г. Тверь',
  popupWindows: [],
};
const user = (contragents: { id: number; stateDutyDebt: boolean }[], verified = true) => ({
  id: 11,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  operator: 'regional',
  verified,
  contragents,
});

/** A real store talking to a fake operator API: only the network is replaced. */
function setup(route: Route) {
  const calls: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    const answer = route(url, init ?? {}) ?? { status: 404, body: { details: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const navigate = vi.fn();
  const store = createStore({
    config: {
      apiBase: 'http://portal.test/api/',
      v3Base: 'http://portal.test/api/v3/',
      basicCredential: 'Y2xpZW50OnNlY3JldA==',
    },
    effects: { notifyError: vi.fn(), navigate },
    storage: createMemoryStorage(),
    fetchFn: fetchFn as typeof fetch,
  });
  return { store, navigate, calls };
}

const credentials = { username: 'resident@demo.ru', password: 'demo2026', altcha: 'proof' };

describe('login (spec §4)', () => {
  it('stores the session and goes to the main screen of the first contractor', async () => {
    const { store, navigate } = setup((url) => {
      if (url.pathname === '/api/oauth/token') return { status: 200, body: token };
      if (url.pathname === '/api/v3/main/user/')
        return {
          status: 200,
          body: user([
            { id: 501, stateDutyDebt: false },
            { id: 502, stateDutyDebt: true },
          ]),
        };
      if (url.pathname === '/api/v3/client/contragent/501') return { status: 200, body: contragent };
      return undefined;
    });
    const result = await store.dispatch(login(credentials));
    expect(result.payload).toBe('/resident/501/dashboard');
    expect(navigate).toHaveBeenCalledWith('/resident/501/dashboard', { replace: true });
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(selectUser(store.getState())).toMatchObject({ id: 501, numberPersonalAccount: '7700000001' });
    expect(selectInstallmentRegister(store.getState())).toBe(true);
  });

  it('returns to the page the ended session was on, only when it is this resident’s own, and never sends it to the server', async () => {
    const bodies: string[] = [];
    const route: Route = (url, init) => {
      if (url.pathname === '/api/oauth/token') {
        bodies.push(String(init.body));
        return { status: 200, body: token };
      }
      if (url.pathname === '/api/v3/main/user/')
        return { status: 200, body: user([{ id: 501, stateDutyDebt: false }]) };
      if (url.pathname === '/api/v3/client/contragent/501') return { status: 200, body: contragent };
      return undefined;
    };
    for (const [returnTo, target] of [
      ['/resident/501/billing?tab=payments', '/resident/501/billing?tab=payments'],
      ['/resident/777/billing', '/resident/501/dashboard'],
      ['//evil.example/resident/501/billing', '/resident/501/dashboard'],
    ] as const) {
      const { store, navigate } = setup(route);
      await store.dispatch(login({ ...credentials, returnTo }));
      expect(navigate).toHaveBeenCalledWith(target, { replace: true });
    }
    expect(bodies.every((body) => !body.includes('return'))).toBe(true);
  });

  it('sends a verified user without a contractor to appeals', async () => {
    const { store, navigate } = setup((url) => {
      if (url.pathname === '/api/oauth/token') return { status: 200, body: token };
      if (url.pathname === '/api/v3/main/user/') return { status: 200, body: user([]) };
      return undefined;
    });
    await store.dispatch(login(credentials));
    expect(navigate).toHaveBeenCalledWith('/resident/11/appeals', { replace: true });
    expect(selectUser(store.getState())).toMatchObject({ id: 11, withoutPersonalAccount: true });
  });

  it('refuses an unverified user without a contractor and logs out', async () => {
    const { store, calls } = setup((url) => {
      if (url.pathname === '/api/oauth/token') return { status: 200, body: token };
      if (url.pathname === '/api/v3/main/user/') return { status: 200, body: user([], false) };
      if (url.pathname === '/api/oauth/revoke') return { status: 200, body: {} };
      return undefined;
    });
    const result = await store.dispatch(login(credentials));
    expect(login.rejected.match(result) && result.payload).toBe('Лицевой счет не найден');
    expect(calls).toContain('POST /api/oauth/revoke');
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(selectUser(store.getState())).toBeNull();
  });

  it('maps a wrong password to the spec text and stores nothing', async () => {
    const { store, navigate } = setup((url) => {
      if (url.pathname === '/api/oauth/token')
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid user credentials' } };
      return undefined;
    });
    const result = await store.dispatch(login(credentials));
    expect(result.payload).toBe('Не верный логин или пароль');
    expect(navigate).not.toHaveBeenCalled();
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it("shows the server's throttling message as is (429 of a login under attack)", async () => {
    const message = 'Слишком много попыток. Повторите через 2 мин';
    const { store, navigate } = setup((url) => {
      if (url.pathname === '/api/oauth/token')
        return { status: 429, body: { error: 'too_many_requests', error_description: message } };
      return undefined;
    });
    const result = await store.dispatch(login(credentials));
    expect(result.payload).toBe(message);
    expect(navigate).not.toHaveBeenCalled();
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });
});
