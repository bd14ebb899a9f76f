import { vitestConfig } from '@resident/vitest-config';

// The shared ceilings (30 s a test in node): the load tests here run a paced second or more, and
// a busy CI machine stretches them.
export default vitestConfig({ dom: false });
