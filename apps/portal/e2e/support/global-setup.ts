import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    operatorApiUrl: string;
  }
}

/** One operator API (fresh SQLite, seeded) and one portal server for the whole e2e run. */
export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('portalUrl', stack.portalUrl);
  project.provide('operatorApiUrl', stack.operatorApiUrl);
  return stack.stop;
}
