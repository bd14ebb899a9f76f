import { vitestConfig } from '@resident/vitest-config';

// scripts/: the build's own plugins are tested too.
export default vitestConfig({ dom: true, include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] });
