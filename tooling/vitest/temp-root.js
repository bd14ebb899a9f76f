// Vitest global setup: every test run gets its own temporary root, removed when the run ends, so
// nothing a test (or a server it starts) writes under os.tmpdir() outlives the run, even when a
// test fails or is interrupted before its own cleanup. Workers start after this and inherit TMPDIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function setup() {
  const previous = process.env.TMPDIR;
  const root = mkdtempSync(path.join(tmpdir(), 'resident-test-'));
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  };
}
