// An attack runs in a process of its own, as an attacker's machine would: its thousands of
// sockets then cost the resident's journey (in the caller's process) no event-loop time, and at
// the lowest CPU priority, as the attacker's own CPU is not the servers' in a real attack; what
// the journey measures is then the portal's doing. Run as a script: `attack-child.ts <attack index>
// <portal url>` prints the result as one JSON line.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ATTACKS, type Attack, type AttackResult } from './attacks.ts';

const self = fileURLToPath(import.meta.url);

export async function runInChild(attack: Attack, portalUrl: string): Promise<AttackResult> {
  const index = ATTACKS.indexOf(attack);
  if (index === -1) return attack.run(portalUrl);
  const child = spawn(process.execPath, ['--conditions=@resident/source', self, String(index), portalUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    if (child.pid) setPriority(child.pid, 19);
  } catch {
    // Not allowed here: the attack then competes with the servers as an equal.
  }
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The attack «${attack.name}» exited with ${code}`);
  return JSON.parse(printed.trim().split('\n').at(-1)!) as AttackResult;
}

if (process.argv[1] === self) {
  const attack = ATTACKS[Number(process.argv[2])];
  if (!attack || !process.argv[3]) throw new Error('usage: attack-child.ts <attack index> <portal url>');
  const result = await attack.run(process.argv[3]);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}
