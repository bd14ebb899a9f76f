import { vitestConfig } from '@resident/vitest-config';

// One file starts one operator API and runs the suite four times (reference + three broken doubles).
export default vitestConfig({ dom: false, testTimeout: 90_000 });
