import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../repo-paths.ts';

/**
 * The production build the bench measures: `pnpm --filter @resident/portal build`. Its output is
 * kept out of the table and shown only when the build fails.
 */
export async function buildPortal(): Promise<void> {
  // Under `pnpm bench` npm_execpath is the pnpm that runs us, whatever is first on PATH.
  const pnpm = process.env.npm_execpath;
  const [command, args] = pnpm
    ? [process.execPath, [pnpm, '--filter', '@resident/portal', 'build']]
    : ['pnpm', ['--filter', '@resident/portal', 'build']];
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`The portal build failed (exit ${code}):\n${output}`);
}
