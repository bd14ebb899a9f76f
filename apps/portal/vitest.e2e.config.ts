import { sourceConditions } from '@resident/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['@resident/vitest-config/temp-root', 'e2e/support/global-setup.ts'],
    // One file at a time in a run: the files share the run's stack (its demo residents' data).
    // `pnpm e2e` starts two runs side by side (`--shard`), each with a stack of its own.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
