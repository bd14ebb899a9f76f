// A server as deployed, in a child process: its stdout lines kept (the JSON log lines among them)
// and its address read from its start-up banner.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVE_SCRIPT = path.resolve(here, '../serve.ts');
export const OPERATOR_API_DIR = path.resolve(here, '../../../operator-api');

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** Every stdout line so far. */
  lines: string[];
  /** The JSON log lines so far, parsed. */
  logs(): Record<string, unknown>[];
  exited: Promise<number | null>;
}

export async function startChildServer(script: string, env: NodeJS.ProcessEnv, cwd?: string): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--conditions=@resident/source', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(cwd ? { cwd } : {}),
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const lines: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const address = /(http:\/\/[\d.:[\]a-z]+)/.exec(line)?.[1];
      if (address && !line.startsWith('{')) resolve(address);
    });
    void exited.then((code) => reject(new Error(`${script} exited with ${code}: ${stderr}`)));
  });
  const logs = () =>
    lines.flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  return { child, url, lines, logs, exited };
}
