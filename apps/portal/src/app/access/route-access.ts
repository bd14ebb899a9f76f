import type { SessionUser } from '@resident/api';
import { paths, type RouteMeta } from '@resident/routes';
import type { FeatureFlags } from './feature-flags';

export type AccessContext = {
  flags: FeatureFlags;
  user: SessionUser | null;
  hasMarketplaceToken: boolean;
  installmentRegister: boolean;
};

/**
 * Whether the flags let a route be used (spec §2 "Hidden items", §6). Insurance also needs a
 * marketplace token and an open account.
 */
export function isRouteEnabled(meta: RouteMeta, { flags, user, hasMarketplaceToken, installmentRegister }: AccessContext): boolean {
  if (meta.flag && !flags[meta.flag]) return false;
  if (meta.flag === 'insurance' && (!hasMarketplaceToken || user?.isClosed)) return false;
  if (meta.userFlag === 'wasteDisposal' && !user?.wasteDisposal) return false;
  if (meta.userFlag === 'installmentRegister' && !installmentRegister) return false;
  return true;
}

/** The reduced route set of spec §2 for users without a personal account. */
export function isInRouteSet(meta: RouteMeta, withoutPersonalAccount: boolean): boolean {
  return meta.guest === true || !withoutPersonalAccount || meta.withoutPersonalAccount === true;
}

/** The resident's default entry: the dashboard, or the profile without a personal account. */
export function defaultEntry(user: SessionUser): string {
  return user.withoutPersonalAccount ? paths.profile.getHref(user.id) : paths.dashboard.getHref(user.id);
}
