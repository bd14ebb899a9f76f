// Where the static server gets the bytes of a prerendered page's own images (inline-images.ts): a
// file of the build, or an address under /api (the operator's logo) from a healthy instance.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSource } from './inline-images.ts';

const FILE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

export function createImageSource({
  distDir,
  apiOrigin,
  timeoutMs = 2_000,
}: {
  distDir: string;
  apiOrigin: () => string;
  timeoutMs?: number;
}): ImageSource {
  const root = path.resolve(distDir);
  return async (address) => {
    // Only this portal's own addresses: a brand's logo elsewhere keeps its address.
    if (!address.startsWith('/') || address.startsWith('//')) return undefined;
    const url = new URL(address, 'http://portal.invalid');
    if (url.pathname.startsWith('/api/')) {
      const response = await fetch(new URL(`${url.pathname}${url.search}`, apiOrigin()), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return undefined;
      return {
        type: (response.headers.get('content-type') ?? '').split(';')[0]!.trim(),
        body: Buffer.from(await response.arrayBuffer()),
      };
    }
    const file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    const type = FILE_TYPES[path.extname(file).toLowerCase()];
    if (!type || !file.startsWith(`${root}${path.sep}`)) return undefined;
    return { type, body: await readFile(file) };
  };
}
