import type { SessionUser } from '@resident/api';
import type { RouteMeta } from '@resident/routes';
import { describe, expect, it } from 'vitest';
import { environmentFlags } from './feature-flags';
import { defaultEntry, isInRouteSet, isRouteEnabled, type AccessContext } from './route-access';

const user: SessionUser = {
  id: 5, userId: 1, lastName: 'Иванов', firstName: 'Иван', middleName: null, fullName: 'Иванов Иван', operator: 'r',
  verified: true, stateDutyDebt: false, isClosed: false, numberPersonalAccount: '1', popupWindows: [], wasteDisposal: true,
  withoutPersonalAccount: false, contragentId: 5,
};
const context = (patch: Partial<AccessContext> = {}): AccessContext => ({
  flags: environmentFlags('preprod'), user, hasMarketplaceToken: true, installmentRegister: true, ...patch,
});
const meta = (patch: Partial<RouteMeta>): RouteMeta => ({ name: 'x', layout: 'main', ...patch });

describe('isRouteEnabled', () => {
  it('hides service pay unless autopay is on', () => {
    const servicePay = meta({ flag: 'autopay' });
    expect(isRouteEnabled(servicePay, context())).toBe(true);
    expect(isRouteEnabled(servicePay, context({ flags: { ...environmentFlags('preprod'), autopay: false } }))).toBe(false);
  });

  it('shows insurance only with the feature, a marketplace token and an open account', () => {
    const insurance = meta({ flag: 'insurance' });
    expect(isRouteEnabled(insurance, context())).toBe(true);
    expect(isRouteEnabled(insurance, context({ flags: environmentFlags('development') }))).toBe(false);
    expect(isRouteEnabled(insurance, context({ hasMarketplaceToken: false }))).toBe(false);
    expect(isRouteEnabled(insurance, context({ user: { ...user, isClosed: true } }))).toBe(false);
  });

  it('needs both the wasteDisposal feature and the user flag for individual removal', () => {
    const removal = meta({ flag: 'wasteDisposal', userFlag: 'wasteDisposal' });
    expect(isRouteEnabled(removal, context())).toBe(true);
    expect(isRouteEnabled(removal, context({ flags: environmentFlags('production') }))).toBe(false);
    expect(isRouteEnabled(removal, context({ user: { ...user, wasteDisposal: false } }))).toBe(false);
  });

  it('needs the instalment-register flag for the registry', () => {
    const registry = meta({ userFlag: 'installmentRegister' });
    expect(isRouteEnabled(registry, context())).toBe(true);
    expect(isRouteEnabled(registry, context({ installmentRegister: false }))).toBe(false);
  });
});

describe('isInRouteSet', () => {
  it('keeps only the reduced set for a user without a personal account', () => {
    expect(isInRouteSet(meta({}), false)).toBe(true);
    expect(isInRouteSet(meta({}), true)).toBe(false);
    expect(isInRouteSet(meta({ withoutPersonalAccount: true }), true)).toBe(true);
    expect(isInRouteSet(meta({ guest: true, layout: 'guest' }), true)).toBe(true);
  });
});

describe('defaultEntry', () => {
  it('is the dashboard, or the profile without a personal account', () => {
    expect(defaultEntry(user)).toBe('/resident/5/dashboard');
    expect(defaultEntry({ ...user, withoutPersonalAccount: true })).toBe('/resident/5/profile');
  });
});
