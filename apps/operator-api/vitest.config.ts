import { mergeConfig } from 'vitest/config';
import { vitestConfig } from '@resident/vitest-config';

// Every test file starts its own server on its own database, so files need no module isolation:
// loading Fastify, zod and the routes once per worker instead of once per file cut this package's
// tests from about 6 minutes to 1 on two cores.
// The repositories on the async store run on SQLite and on one real PostgreSQL the run starts
// (src/test-support/postgres-global-setup.ts).
export default mergeConfig(vitestConfig({ dom: false, isolate: false }), {
  test: { globalSetup: ['src/test-support/postgres-global-setup.ts'] },
});
