import { loadOptionsFromEnv } from './config/env.ts';
import { DEMO_PASSWORD } from './db/demo-residents.ts';
import { seedDemoData } from './db/seed.ts';
import { openAppStore } from './db/store/open-app-store.ts';

// Migrates and seeds the database without starting the server (safe to run any number of times):
// the PostgreSQL database under DATABASE_URL, otherwise the SQLite file, as the server decides.
const { dbPath, databaseUrl } = loadOptionsFromEnv(process.env);
const opened = await openAppStore({ dbPath, databaseUrl, now: Date.now() });
try {
  const created = await seedDemoData(opened.store, Date.now());
  const where = databaseUrl === undefined ? dbPath : 'PostgreSQL (DATABASE_URL)';
  process.stdout.write(
    `${where}: migrated, ${created.length} demo resident(s) created` +
      `${created.length > 0 ? ` (password ${DEMO_PASSWORD}): ${created.join(', ')}` : ''}\n`,
  );
} finally {
  await opened.close();
}
