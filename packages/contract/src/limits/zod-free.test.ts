import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The portal imports values from @resident/contract/limits; one import of zod (or of a schema file
// that imports it) here would put zod into every bundle that checks a file name.
describe('@resident/contract/limits', () => {
  const folder = new URL('./', import.meta.url);
  const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

  it.each(sources)('%s imports only its neighbours in limits/', (name) => {
    const text = readFileSync(new URL(name, folder), 'utf8');
    const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)].map(
      (match) => match[1] ?? match[2],
    );
    for (const specifier of specifiers) expect(specifier).toMatch(/^\.\/[a-z-]+\.ts$/);
  });
});
