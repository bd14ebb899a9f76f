import type { ComponentType } from 'react';
import type { AccessName } from './access.ts';

/** Which frame the shell puts a route in (spec §2 "Layouts"). */
export type LayoutName = 'main' | 'guest' | 'bread' | 'unverified';

/**
 * Environment feature flags (spec §6 "Feature availability by environment"). `preview` is ours:
 * on in development and preprod only, for a feature that is still being built.
 */
export type FeatureFlag = 'autopay' | 'insurance' | 'wasteDisposal' | 'ehybrid' | 'preview';

/** A resident path from `paths` (spec §2): the router's pattern and a link builder. */
export type ResidentPath = {
  pattern: string;
  getHref(userId: number | string): string;
};

/** One tab of the header's tabs strip (spec §2 "Header"). */
export type RouteTab = {
  /** Stable identifier, unique within the strip. */
  key: string;
  /** Tab text, e.g. 'Платежи'. */
  label: string;
  /**
   * Where the tab leads. Tabs differ by path (the appeals' «Помощь», «Перерасчеты») or, on one path,
   * by `search` (billing, the profile); the shell marks the tab whose path and query match.
   */
  path: ResidentPath;
  /**
   * Query string appended to the href, with its '?', e.g. '?tab=payments'. A tab without it is
   * the view at the bare path, so it is the active tab when no other tab's query matches.
   */
  search?: string;
};

/** The header's sub-header (spec §2 "Header"). */
export type RouteSubHeader = {
  /**
   * The feature has a sub panel (e.g. period filters): the header shows a filter button opening it
   * while the page renders a `<SubPanel>` (@resident/ui), so a tab without filters has no button.
   */
  left?: boolean;
  /** The feature has a right part of the sub-header. */
  right?: boolean;
};

/**
 * The side navigation's icons, by name. Manifests are part of every first load (the router is
 * built from them); as names they stay free of React and antd, and /login does not carry the
 * menu's icons. The portal's main layout draws each name.
 */
export const MENU_ICONS = [
  'home',
  'user',
  'wallet',
  'environment',
  'audit',
  'safety',
  'message',
  'solution',
  'credit-card',
  'truck',
  'rest',
  'schedule',
  'gift',
] as const;
export type MenuIconName = (typeof MENU_ICONS)[number];

export type RouteMeta = {
  /** Route name (spec §2), e.g. 'Главный экран'; also the header title fallback. */
  name: string;
  /** Abbreviated name for the narrow side navigation, e.g. 'главный'. */
  shortName?: string;
  /** Header title when it differs from the route name (spec §2 "Header"). */
  headerTitle?: string;
  /**
   * The page's title in the browser («<title> — <brand>») when `name` is not one a
   * resident should read (an internal name such as 'Login').
   */
  title?: string;
  /** Side-navigation icon; required for `menu: 'main'`. */
  icon?: MenuIconName;
  /** Listed in the side navigation when 'main'. */
  menu?: 'main';
  /** Position in the side navigation's fixed order. */
  order?: number;
  layout: LayoutName;
  /** The header shows a back button instead of the small logo. */
  backButton?: boolean;
  /** The header's tabs strip. */
  tabs?: RouteTab[];
  /** The header's sub-header; `left` adds the filter button. */
  subHeader?: RouteSubHeader;
  /**
   * Named predicates (access.ts) that must all hold for the resident to use the route, e.g.
   * `['featureInsurance', 'marketplaceToken', 'notClosed']`. None: every resident may.
   * `personalAccount` keeps the route out of the reduced set of users without a personal account.
   */
  access?: readonly AccessName[];
  /** Reachable without signing in; only in the guest layout. */
  guest?: boolean;
  /**
   * The page draws with @resident/ui's plain components only (no antd), so the shell does not load
   * antd's provider and App for it: /login and the dashboard paint within design.md §4's budgets.
   * Guest and main layouts only (the others are drawn with antd).
   */
  plain?: boolean;
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
