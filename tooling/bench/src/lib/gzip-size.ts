import { gzipSync } from 'node:zlib';

/** Gzip size at the best level: what a server precompressing its hashed assets would send. */
export const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;
