import { loadOptionsFromEnv } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_PASSWORD } from './db/demo-residents.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { seedDemoStoreData } from './db/seed-store.ts';
import { openAppStore } from './db/store/open-app-store.ts';

// Migrates and seeds the database without starting the server (safe to run any number of times).
const { dbPath, databaseUrl } = loadOptionsFromEnv(process.env);
const db = openDatabase(dbPath);
try {
  const applied = migrate(db, Date.now());
  const created = await seedDemoData(db, Date.now());
  const store = await openAppStore(db, databaseUrl, Date.now());
  try {
    await seedDemoStoreData(db, store, Date.now());
  } finally {
    await store.close();
  }
  process.stdout.write(
    `${dbPath}: ${applied.length} migration(s) applied, ${created.length} demo resident(s) created` +
      `${created.length > 0 ? ` (password ${DEMO_PASSWORD}): ${created.join(', ')}` : ''}\n`,
  );
} finally {
  db.close();
}
