import type { FeatureFlag } from './feature-manifest.ts';

/** What the access predicates read of the signed-in resident (the api's SessionUser has it). */
export type AccessUser = { isClosed: boolean; wasteDisposal: boolean; withoutPersonalAccount: boolean };

/** The route set's half of the context: it is known as soon as the resident is (the router is built from it). */
export type RouteSetContext = { user: Pick<AccessUser, 'withoutPersonalAccount'> | null };

/** Everything the shell knows when it decides whether a route may be used. */
export type AccessContext = {
  user: AccessUser | null;
  /** The environment's feature flags (spec §6). */
  flags: Readonly<Record<FeatureFlag, boolean>>;
  /** The store holds a marketplace token (spec §6: insurance needs one). */
  hasMarketplaceToken: boolean;
  /** The auth state's instalment-register flag (spec §2 "Hidden items"). */
  installmentRegister: boolean;
};

/**
 * Predicates that decide the resident's route set (spec §2): a route failing one does not exist
 * for the resident, so the router leaves it out and its URL shows the not-found page.
 */
export const ROUTE_SET_PREDICATES = {
  /** Users without a personal account get the reduced route set; a route listing this is not in it. */
  personalAccount: ({ user }: RouteSetContext) => !user?.withoutPersonalAccount,
};

/**
 * Predicates that switch a route off (spec §2 "Hidden items", §6): it leaves the menu, and its
 * URL leads to the resident's default entry (spec §4).
 */
export const AVAILABILITY_PREDICATES = {
  featureAutopay: ({ flags }: AccessContext) => flags.autopay,
  featureInsurance: ({ flags }: AccessContext) => flags.insurance,
  featureWasteDisposal: ({ flags }: AccessContext) => flags.wasteDisposal,
  /** A feature still being built: development and preprod only (what `pnpm new-feature` writes). */
  featurePreview: ({ flags }: AccessContext) => flags.preview,
  marketplaceToken: ({ hasMarketplaceToken }: AccessContext) => hasMarketplaceToken,
  /** Not for a closed account. */
  notClosed: ({ user }: AccessContext) => !user?.isClosed,
  /** The user record's wasteDisposal flag. */
  userWasteDisposal: ({ user }: AccessContext) => Boolean(user?.wasteDisposal),
  installmentRegister: ({ installmentRegister }: AccessContext) => installmentRegister,
};

export type RouteSetPredicateName = keyof typeof ROUTE_SET_PREDICATES;
export type AvailabilityPredicateName = keyof typeof AVAILABILITY_PREDICATES;
/** A named access predicate; a route's `access` lists those that must all hold. */
export type AccessName = RouteSetPredicateName | AvailabilityPredicateName;

/** Every predicate name, for validating manifests written in plain JavaScript. */
export const ACCESS_NAMES: readonly AccessName[] = [
  ...(Object.keys(ROUTE_SET_PREDICATES) as RouteSetPredicateName[]),
  ...(Object.keys(AVAILABILITY_PREDICATES) as AvailabilityPredicateName[]),
];

function isRouteSetPredicate(name: AccessName): name is RouteSetPredicateName {
  return Object.hasOwn(ROUTE_SET_PREDICATES, name);
}

/** A route's meta, or anything else that names its access predicates. */
export type Accessible = { access?: readonly AccessName[] };

export type RouteAccess = 'open' | 'outside-route-set' | 'off';

/** Whether a route is in the resident's route set: its route-set predicates all hold. */
export function isInRouteSet({ access }: Accessible, context: RouteSetContext): boolean {
  return (access ?? []).filter(isRouteSetPredicate).every((name) => ROUTE_SET_PREDICATES[name](context));
}

/**
 * The one evaluation of a route's `access` list, used by the shell's router, menu and layout: 'open' when every predicate holds,
 * 'outside-route-set' when a route-set predicate fails, else 'off'.
 */
export function routeAccess(route: Accessible, context: AccessContext): RouteAccess {
  if (!isInRouteSet(route, context)) return 'outside-route-set';
  const { access } = route;
  const off = (access ?? []).some((name) => !isRouteSetPredicate(name) && !AVAILABILITY_PREDICATES[name](context));
  return off ? 'off' : 'open';
}
