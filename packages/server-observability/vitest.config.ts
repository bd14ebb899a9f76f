import { vitestConfig } from '@resident/vitest-config';

export default vitestConfig({ dom: false });
