import { createRequire } from 'node:module';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { PORTAL_DIR } from '../repo-paths.ts';

/** What the bench reads from a feature manifest's route (the shape of @resident/routes' FeatureRoute). */
export interface DiscoveredRoute {
  feature: string;
  path: string;
  name: string;
  layout: string;
  guest: boolean;
  /** The header's tabs (their query strings, '?tab=payments'); the bare path is the first tab. */
  tabs: { key: string; label: string; search?: string }[];
}

/**
 * The routes design.md §4 names: /login and the dashboard (a pattern with :userId), and the other
 * guest pages Lighthouse measures.
 */
export interface KeyPaths {
  login: string;
  dashboard: string;
  registration: string;
  passwordRecovery: string;
  pay: string;
  serviceUnavailable: string;
}

const GUEST_KEYS = ['login', 'registration', 'passwordRecovery', 'pay', 'serviceUnavailable'] as const;

interface ManifestModule {
  features: {
    name: string;
    routes: {
      path: string;
      meta: { name: string; layout: string; guest?: boolean; tabs?: { key: string; label: string; search?: string }[] };
    }[];
  }[];
}

interface PathsModule {
  paths: Record<(typeof GUEST_KEYS)[number], string> & { dashboard: { pattern: string } };
}

function isManifestModule(value: unknown): value is ManifestModule {
  return typeof value === 'object' && value !== null && Array.isArray((value as ManifestModule).features);
}

function isPathsModule(value: unknown): value is PathsModule {
  const paths = typeof value === 'object' && value !== null ? (value as PathsModule).paths : undefined;
  return GUEST_KEYS.every((key) => typeof paths?.[key] === 'string') && typeof paths?.dashboard?.pattern === 'string';
}

// Vite's module runner: manifests may be TSX (menu icons), so the workspace packages' sources go
// through Vite's transform; third-party packages are left to Node.
export function importSource(file: string, plugins: Plugin[] = []) {
  return runnerImport<unknown>(file, {
    configFile: false,
    root: PORTAL_DIR,
    logLevel: 'error',
    plugins,
    environments: { inline: { resolve: { conditions: ['@resident/source'], noExternal: [/^@resident\//] } } },
  });
}

/** The routes that exist right now: the portal's own feature list (apps/portal/src/app/features.ts). */
export async function discoverRoutes(): Promise<DiscoveredRoute[]> {
  const { module } = await importSource(path.join(PORTAL_DIR, 'src/app/features.ts'));
  if (!isManifestModule(module)) throw new Error('apps/portal/src/app/features.ts no longer exports `features`');
  return module.features.flatMap((feature) =>
    feature.routes.map((route) => ({
      feature: feature.name,
      path: route.path,
      name: route.meta.name,
      layout: route.meta.layout,
      guest: route.meta.guest === true,
      tabs: (route.meta.tabs ?? []).map(({ key, label, search }) => ({ key, label, ...(search ? { search } : {}) })),
    })),
  );
}

/** The key routes from @resident/routes' `paths`, the portal's own source of URLs. */
export async function keyPaths(): Promise<KeyPaths> {
  // Resolved as the portal resolves it (the bench runs with --conditions=@resident/source).
  const { module } = await importSource(
    createRequire(path.join(PORTAL_DIR, 'package.json')).resolve('@resident/routes'),
  );
  if (!isPathsModule(module))
    throw new Error(`@resident/routes no longer exports \`paths\` with ${GUEST_KEYS.join(', ')} and dashboard`);
  const { paths } = module;
  return {
    login: paths.login,
    registration: paths.registration,
    passwordRecovery: paths.passwordRecovery,
    pay: paths.pay,
    serviceUnavailable: paths.serviceUnavailable,
    dashboard: paths.dashboard.pattern,
  };
}
