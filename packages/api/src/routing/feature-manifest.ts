import type { ComponentType, ReactNode } from 'react';

/** Which frame the shell puts a route in (spec §2 "Layouts"). */
export type LayoutName = 'main' | 'guest' | 'bread' | 'unverified';

/** Environment feature flags (spec §6) and the user flags that gate menu items. */
export type FeatureFlag = 'autopay' | 'insurance' | 'wasteDisposal' | 'ehybrid';

export type RouteMeta = {
  /** Route name (spec §2), e.g. 'Главный экран'; also the header title fallback. */
  name: string;
  /** Abbreviated name for the narrow side navigation, e.g. 'главный'. */
  shortName?: string;
  headerTitle?: string;
  icon?: ReactNode;
  /** Listed in the side navigation when 'main'. */
  menu?: 'main';
  /** Position in the side navigation's fixed order. */
  order?: number;
  layout: LayoutName;
  backButton?: boolean;
  /** Environment flag that must be on for the route to exist. */
  flag?: FeatureFlag;
  /** Kept in the reduced route set of users without a personal account (spec §2). */
  withoutPersonalAccount?: boolean;
  /** Reachable without signing in. */
  guest?: boolean;
};

export type LazyPage = () => Promise<{ Component: ComponentType }>;

export type FeatureRoute = {
  /** A react-router path pattern from `paths`. */
  path: string;
  meta: RouteMeta;
  lazy: LazyPage;
};

/** What a feature package's src/index.ts exports for the shell: its routes and their meta. */
export type FeatureManifest = {
  name: string;
  routes: FeatureRoute[];
};
