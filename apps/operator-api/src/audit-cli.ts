import { auditLines, runAudit } from './audit/run-audit.ts';
import { loadOptionsFromEnv } from './config/env.ts';
import { openAppStore } from './db/store/open-app-store.ts';

// The money audit (design.md §5): every check over the whole database — the PostgreSQL one under
// DATABASE_URL, otherwise the SQLite file, as the server decides. Prints each discrepancy, then
// `N checked, M discrepancies`; exits 1 when there is any. Reads only.
const { dbPath, databaseUrl } = loadOptionsFromEnv(process.env);
const opened = await openAppStore({ dbPath, databaseUrl, now: Date.now() });
try {
  const report = await runAudit(opened.store);
  process.stdout.write(`${auditLines(report).join('\n')}\n`);
  process.exitCode = report.discrepancies.length > 0 ? 1 : 0;
} finally {
  await opened.close();
}
