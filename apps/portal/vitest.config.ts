import { vitestConfig } from '@resident/vitest-config';

// server/: the production static server; scripts/: the build's own plugins, tested too.
export default vitestConfig({
  dom: true,
  include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
});
