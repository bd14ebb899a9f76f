import { describe, expect, it } from 'vitest';
import { isInRouteSet, routeAccess, type AccessContext, type AccessName, type AccessUser } from './access.ts';

const user: AccessUser = { isClosed: false, wasteDisposal: true, withoutPersonalAccount: false };
const allFlags = { ehybrid: true, autopay: true, insurance: true, wasteDisposal: true, preview: true };
const context = (patch: Partial<AccessContext> = {}): AccessContext => ({
  flags: allFlags,
  user,
  hasMarketplaceToken: true,
  installmentRegister: true,
  ...patch,
});
const route = (...access: AccessName[]) => ({ access });

describe('routeAccess', () => {
  it('opens a route without predicates to every resident', () => {
    expect(routeAccess({}, context({ user: { ...user, withoutPersonalAccount: true, isClosed: true } }))).toBe('open');
  });

  it('switches service pay off unless autopay is on', () => {
    expect(routeAccess(route('featureAutopay'), context())).toBe('open');
    expect(routeAccess(route('featureAutopay'), context({ flags: { ...allFlags, autopay: false } }))).toBe('off');
  });

  it('shows insurance only with the feature, a marketplace token and an open account', () => {
    const insurance = route('featureInsurance', 'marketplaceToken', 'notClosed');
    expect(routeAccess(insurance, context())).toBe('open');
    expect(routeAccess(insurance, context({ flags: { ...allFlags, insurance: false } }))).toBe('off');
    expect(routeAccess(insurance, context({ hasMarketplaceToken: false }))).toBe('off');
    expect(routeAccess(insurance, context({ user: { ...user, isClosed: true } }))).toBe('off');
  });

  it('needs both the wasteDisposal feature and the user flag for individual removal', () => {
    const removal = route('featureWasteDisposal', 'userWasteDisposal');
    expect(routeAccess(removal, context())).toBe('open');
    expect(routeAccess(removal, context({ flags: { ...allFlags, wasteDisposal: false } }))).toBe('off');
    expect(routeAccess(removal, context({ user: { ...user, wasteDisposal: false } }))).toBe('off');
  });

  it('needs the instalment-register flag for the registry', () => {
    expect(routeAccess(route('installmentRegister'), context())).toBe('open');
    expect(routeAccess(route('installmentRegister'), context({ installmentRegister: false }))).toBe('off');
  });

  it('shows a preview feature only where the preview flag is on', () => {
    expect(routeAccess(route('featurePreview'), context())).toBe('open');
    expect(routeAccess(route('featurePreview'), context({ flags: { ...allFlags, preview: false } }))).toBe('off');
  });

  it('puts a route that needs a personal account outside the reduced route set, before any other check', () => {
    const billing = route('personalAccount', 'featureAutopay');
    const without = { ...user, withoutPersonalAccount: true };
    expect(routeAccess(billing, context({ user: without, flags: { ...allFlags, autopay: false } }))).toBe(
      'outside-route-set',
    );
    expect(routeAccess(billing, context())).toBe('open');
  });
});

describe('isInRouteSet', () => {
  it('keeps only the reduced set for a user without a personal account, and reads no other predicate', () => {
    const without = { user: { ...user, withoutPersonalAccount: true } };
    expect(isInRouteSet(route('personalAccount'), { user })).toBe(true);
    expect(isInRouteSet(route('personalAccount'), without)).toBe(false);
    expect(isInRouteSet(route('featureInsurance'), without)).toBe(true);
    expect(isInRouteSet({}, without)).toBe(true);
  });
});
