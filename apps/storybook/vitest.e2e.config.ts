import { sourceConditions } from '@resident/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['@resident/vitest-config/temp-root'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
