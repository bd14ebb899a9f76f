import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    operatorApiUrl: string;
  }
}

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stack-process.ts');

/** One operator API (fresh SQLite, seeded) and one portal server for the whole e2e run. */
export default async function setup(project: TestProject) {
  const child = spawn(process.execPath, ['--conditions=@resident/source', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited.then(() => [undefined]),
  ])) as [string | undefined];
  if (!line) throw new Error('The e2e stack did not start: see its output above');
  const { portalUrl, operatorApiUrl } = JSON.parse(line) as { portalUrl: string; operatorApiUrl: string };
  project.provide('portalUrl', portalUrl);
  project.provide('operatorApiUrl', operatorApiUrl);
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}
