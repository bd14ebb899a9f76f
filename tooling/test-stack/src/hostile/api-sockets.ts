// The operator API's open connections, counted from outside its process: the ESTABLISHED TCP
// sockets whose local port is the API's (the kernel's table in /proc/net/tcp and tcp6, Linux).
import { readFileSync } from 'node:fs';

const ESTABLISHED = '01';

export function establishedOn(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 4) continue;
      const [, local = '', , state] = fields;
      if (state === ESTABLISHED && local.endsWith(`:${hexPort}`)) count++;
    }
  }
  return count;
}
