// `pnpm --filter @resident/bench size` (a turbo task of `npm test`, after the portal's build): the
// size half of `pnpm bench` without a browser or the operator API. Reads apps/portal/dist's build
// manifest, weighs every route's first load and own chunk as the bench does, prints the table and
// exits 1 when a design.md §4 size budget fails.
import { readBuildManifest } from './portal/build-manifest.ts';
import { keyPaths } from './portal/discover-routes.ts';
import { routeLoads } from './portal/route-loads.ts';
import { staticLoad } from './portal/static-load.ts';
import { weightRows } from './portal/weight-rows.ts';
import { formatTable, summary } from './report/print-table.ts';

try {
  const manifest = readBuildManifest();
  const [routes, key] = await Promise.all([routeLoads(manifest), keyPaths()]);
  const rows = routes.flatMap((route) => weightRows(route, staticLoad(manifest, route.loads), manifest, key.login));
  process.stdout.write(
    `Sizes from apps/portal/dist (no browser: lazily loaded chunks of the page and its layouts count as loaded)\n\n` +
      `${formatTable(rows)}\n\n${summary(rows)}\n`,
  );
  process.exit(rows.some((row) => row.verdict === 'FAIL') ? 1 : 0);
} catch (error) {
  process.stderr.write(
    `The size check could not finish: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
