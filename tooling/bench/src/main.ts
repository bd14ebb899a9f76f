// `pnpm bench`: builds the production portal, serves it with the operator API and prints one table
// of figures beside their design.md §4 budgets. Exits 1 when any budget fails.
import { startStack } from '@resident/portal/e2e/support/stack.ts';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { apiScopeOf, measureApi } from './api/measure-api.ts';
import { buildPortal } from './portal/build-portal.ts';
import { lighthousePages } from './portal/lighthouse-pages.ts';
import { lighthouseRows } from './portal/lighthouse-rows.ts';
import { measureLighthouse } from './portal/measure-lighthouse.ts';
import { readBuildManifest } from './portal/build-manifest.ts';
import { discoverRoutes, keyPaths } from './portal/discover-routes.ts';
import { measureChat } from './portal/measure-chat.ts';
import { measureRoutes } from './portal/measure-routes.ts';
import { measureVitals } from './portal/measure-vitals.ts';
import { residentRouteParams } from './portal/resident-data.ts';
import { fillPattern } from './portal/route-pattern.ts';
import { signInThroughForm } from './portal/sign-in.ts';
import { vitalsRows } from './portal/vitals-rows.ts';
import { withTimeout } from './lib/with-timeout.ts';
import { measureHostile } from './hostile/measure-hostile.ts';
import { formatMatrix } from './report/print-matrix.ts';
import { formatSideBySide, type ConfiguredRow } from './report/print-side-by-side.ts';
import { formatTable, summary } from './report/print-table.ts';
import type { Row } from './report/row.ts';

/** Cold loads per route under the mobile profile; the median is reported. */
const VITALS_RUNS = 5;
/** Lighthouse runs per page (the median of three); `--lighthouse-runs=1` for a quick look. */
const LIGHTHOUSE_RUNS = Number(process.argv.find((arg) => arg.startsWith('--lighthouse-runs='))?.split('=')[1] ?? 3);

/** `--lighthouse-pages=dashboard,billing`: only these rows of the Lighthouse table (an A/B of one change). */
const LIGHTHOUSE_PAGES = process.argv
  .find((arg) => arg.startsWith('--lighthouse-pages='))
  ?.split('=')[1]
  ?.split(',');

/**
 * `--no-build`: measure the build already in apps/portal/dist (and dist-server), e.g. two builds
 * swapped in turn for an A/B taken close together on a machine whose load drifts.
 */
const SKIP_BUILD = process.argv.includes('--no-build');

// The servers' request warnings would land in the middle of the table; errors still show.
process.env.LOG_LEVEL ??= 'error';

const started = Date.now();
const loadAverage = () => loadavg()[0]!.toFixed(1);
const progress = (text: string) =>
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${text}\n`);

/** The portal's figures: the long table's rows and Lighthouse's, which print as their own table. */
interface PortalRows {
  rows: Row[];
  lighthouse: Row[];
  /** 'Lighthouse 12.8.2, …': what the Lighthouse table was measured with. */
  lighthouseTitle?: string;
  /** Lines under the Lighthouse table. */
  lighthouseNotes?: string[];
}

async function measurePortal({ lighthouseOnly }: { lighthouseOnly: boolean }): Promise<PortalRows> {
  if (!SKIP_BUILD) {
    progress('building the portal (pnpm --filter @resident/portal build)');
    await buildPortal();
  }
  const manifest = readBuildManifest();
  const [routes, key] = await Promise.all([discoverRoutes(), keyPaths()]);
  const adminToken = randomUUID();
  // preprod: the one environment where every feature, and so every route, is on (spec §6: insurance
  // is off in development, wasteDisposal on only in development and preprod). No analytics counter
  // id is configured: no third-party script is measured.
  const stack = await startStack({ PORTAL_ENVIRONMENT: 'preprod' }, { adminToken });
  try {
    progress('signing in through the login form');
    const session = await signInThroughForm(stack.portalUrl, key.login, key.dashboard);
    const rows: Row[] = [];
    const params = await residentRouteParams(stack.operatorApiUrl, session);
    if (!lighthouseOnly) {
      progress(`cold loads of ${routes.length} routes`);
      rows.push(...(await measureRoutes(stack.portalUrl, routes, session, params, manifest, key.login)));
      const dashboard = fillPattern(key.dashboard, { userId: session.userId })!;
      progress(`web vitals under the mobile profile: ${key.login}, ${dashboard} × ${VITALS_RUNS}`);
      rows.push(...vitalsRows(key.login, await measureVitals(`${stack.portalUrl}${key.login}`, VITALS_RUNS)));
      rows.push(
        ...vitalsRows(key.dashboard, await measureVitals(`${stack.portalUrl}${dashboard}`, VITALS_RUNS, session)),
      );
    }
    // Before the chat's 10 000 messages: every resident route is measured with the demo resident's
    // own data.
    const pages = lighthousePages(stack.portalUrl, key, session, routes, params).filter(
      (page) => LIGHTHOUSE_PAGES === undefined || LIGHTHOUSE_PAGES.includes(page.label),
    );
    const loadBefore = loadAverage();
    const lighthouseStarted = Date.now();
    const measured = await measureLighthouse(pages, LIGHTHOUSE_RUNS, progress);
    const lighthouseSeconds = Math.round((Date.now() - lighthouseStarted) / 1000);
    const lighthouse = measured.flatMap(lighthouseRows);
    if (!lighthouseOnly) {
      progress('the chat with 10 000 messages: seeding through the operator API, then a throttled open and scroll');
      rows.push(...(await measureChat({ ...stack, adminToken, session, routes }, progress)));
    }
    const version = measured[0]?.runs[0]?.lighthouseVersion ?? '?';
    const notes = pages.flatMap(({ label, expectedLosses }) =>
      expectedLosses
        ? [
            `${label}: a score marked (${expectedLosses.why}) lost points only to ${expectedLosses.audits.join(', ')}, which a ${expectedLosses.why} fails by design`,
          ]
        : [],
    );
    // Simulated throttling scales what this CPU did: a busy machine reads slower (the load average
    // says how busy it was, so tables are compared only with others taken at a similar load).
    notes.push(
      `${pages.length} pages × ${LIGHTHOUSE_RUNS} runs in ${lighthouseSeconds} s; load average (1 min) ${loadBefore} before, ${loadAverage()} after`,
    );
    return {
      rows,
      lighthouse,
      lighthouseTitle: `Lighthouse ${version}, mobile profile (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs`,
      lighthouseNotes: notes,
    };
  } finally {
    // The operator API's close awaits its checkpoint worker, which is unref'd: without a timer of
    // ours pending, Node would exit mid-close (code 13) instead of going on to the load test.
    await withTimeout('Stopping the portal and the operator API', 30_000, stack.stop());
  }
}

// `pnpm bench --api-only`: the operator API's rows alone (no portal build, no browser).
const apiOnly = process.argv.includes('--api-only');
// `pnpm bench --lighthouse-only`: the build, the sign-in and Lighthouse's table alone (no API load).
const lighthouseOnly = process.argv.includes('--lighthouse-only');
// `pnpm bench --hostile-only`: the build and the hostile-traffic rows alone.
const hostileOnly = process.argv.includes('--hostile-only');

try {
  if (hostileOnly) {
    progress('building the portal (pnpm --filter @resident/portal build)');
    await buildPortal();
  }
  const {
    rows,
    lighthouse,
    lighthouseTitle,
    lighthouseNotes = [],
  }: PortalRows = apiOnly || hostileOnly ? { rows: [], lighthouse: [] } : await measurePortal({ lighthouseOnly });
  // The portal's server under hostile traffic (after the build the portal rows made).
  if (!apiOnly && !lighthouseOnly) rows.push(...(await measureHostile(progress)));
  // The API's rows per storage configuration, side by side in a table of their own.
  const api: ConfiguredRow[] =
    lighthouseOnly || hostileOnly ? [] : await measureApi(progress, apiScopeOf(process.argv));
  const tables = [
    ...(rows.length > 0 ? [formatTable(rows)] : []),
    ...(api.length > 0
      ? [['Operator API under load (paced requests from a child process):', formatSideBySide(api)].join('\n')]
      : []),
    ...(lighthouse.length > 0
      ? [[`${lighthouseTitle}:`, formatMatrix(lighthouse, 'page / route'), ...lighthouseNotes].join('\n')]
      : []),
  ];
  const all = [...rows, ...api.map(({ row }) => row), ...lighthouse];
  process.stdout.write(`${tables.join('\n\n')}\n\n${summary(all)} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  process.exit(all.some((row) => row.verdict === 'FAIL') ? 1 : 0);
} catch (error) {
  process.stderr.write(
    `The benchmark could not finish: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
