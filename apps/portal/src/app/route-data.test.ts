import { describe, expect, it } from 'vitest';
import { readStoredSession, routeDataRequests, type StoredSession } from './route-data';

const session: StoredSession = { token: 't', userId: 7, contragentId: 3, installmentRegister: true };

function storageOf(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null } as Storage;
}

describe('routeDataRequests', () => {
  it('asks for the frame’s data and the route’s own, with the stored account', () => {
    expect(routeDataRequests(session, '/resident/7/dashboard')).toEqual([
      'client/contragent/3',
      'main/communication/tasks?contragentId=3',
      'client/3/billing/summary',
      'client/3/installments',
    ]);
    expect(routeDataRequests({ ...session, installmentRegister: false }, '/resident/7/dashboard')).not.toContain(
      'client/3/installments',
    );
    expect(routeDataRequests(session, '/resident/7/chats/12')).toContain('main/communication/chat/12?limit=50');
  });

  it('asks for billing’s periods only when its first tab opens (another tab would leave the answer untaken)', () => {
    expect(routeDataRequests(session, '/resident/7/billing')).toContain('client/3/billing/periods');
    expect(routeDataRequests(session, '/resident/7/billing', '?tab=charges')).toContain('client/3/billing/periods');
    expect(routeDataRequests(session, '/resident/7/billing', '?tab=payments')).not.toContain(
      'client/3/billing/periods',
    );
    expect(routeDataRequests(session, '/resident/7/billing', '?tab=payments')).toContain('client/3/billing/summary');
  });

  it('asks for nothing on another resident’s address, without a personal account or on an unlisted route', () => {
    expect(routeDataRequests(session, '/resident/8/dashboard')).toEqual([]);
    expect(routeDataRequests({ ...session, contragentId: null }, '/resident/7/dashboard')).toEqual([]);
    expect(routeDataRequests(session, '/login')).toEqual([]);
  });

  it('reads the address as the router does (@resident/routes matchPath): case, a trailing slash and encoding do not matter', () => {
    expect(routeDataRequests(session, '/RESIDENT/7/Billing/')).toContain('client/3/billing/summary');
    expect(routeDataRequests(session, '/resident/7/chats/%31%32')).toContain('main/communication/chat/12?limit=50');
    expect(routeDataRequests(session, '/resident/7/chats/a%2Fb')).toEqual([]);
  });
});

describe('readStoredSession', () => {
  it('reads the signed-in session as @resident/api stores it', () => {
    const user = JSON.stringify({ id: 7, contragentId: 3, withoutPersonalAccount: false });
    expect(readStoredSession(storageOf({ auth: 'true', token: 't', user, installmentRegister: 'true' }))).toEqual(
      session,
    );
  });

  it('is undefined when signed out or the stored user is damaged', () => {
    expect(readStoredSession(storageOf({ token: 't', user: JSON.stringify({ id: 7 }) }))).toBeUndefined();
    expect(readStoredSession(storageOf({ auth: 'true', token: 't', user: '{' }))).toBeUndefined();
  });
});
