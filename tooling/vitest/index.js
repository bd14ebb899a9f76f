import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript sources under the "@resident/source" condition, so tests,
// Vite and Node 24 run the sources directly and nothing has to be built before a test.
export const sourceConditions = {
  resolve: { conditions: ['@resident/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@resident/source', ...defaultServerConditions] } },
};

/**
 * @param {{ dom?: boolean, setupFiles?: string[], include?: string[], testTimeout?: number, isolate?: boolean }} [options]
 */
export function vitestConfig(options = {}) {
  const {
    dom = false,
    setupFiles = [],
    include = ['src/**/*.test.{ts,tsx,js}'],
    testTimeout,
    isolate = true,
  } = options;
  return defineConfig({
    ...sourceConditions,
    test: {
      include,
      environment: dom ? 'jsdom' : 'node',
      setupFiles: dom ? ['@resident/vitest-config/setup-dom', ...setupFiles] : setupFiles,
      globalSetup: ['@resident/vitest-config/temp-root'],
      // On two busy cores the first render that imports antd can take seconds, and a server test that
      // starts an API on a fresh database or sends 25 MB through it several; that is load, not a bug.
      // A form test that types a whole application took over 20 s at load 24: ceilings, not waits.
      testTimeout: testTimeout ?? (dom ? 60_000 : 30_000),
      hookTimeout: 30_000,
      // Two cores: one worker per core is as fast as it gets and keeps memory sane.
      maxWorkers: 2,
      // Off where a package's tests keep no state between files (each makes its own server and
      // database): loading the modules once per worker instead of once per file.
      isolate,
    },
  });
}
