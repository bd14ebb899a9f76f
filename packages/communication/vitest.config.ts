import { vitestConfig } from '@resident/vitest-config';
import { mergeConfig } from 'vitest/config';

// Creating jsdom per file costs more than all of these tests; every test builds its own store,
// storage and fetch, so sharing the environment between files is safe.
export default mergeConfig(vitestConfig({ dom: true }), { test: { isolate: false } });
