/** Spec §9: a route's script chunk that has not arrived in 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Spec §8: the message of a chunk that failed to load. */
export const CHUNK_LOAD_FAILED = 'Loading chunk failed';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(CHUNK_LOAD_FAILED)), timeoutMs);
  });
  const loading = load().catch((error: unknown) => {
    // The browser's own wording differs between engines; one name lets the error page recognise it.
    throw new ChunkLoadError(error instanceof Error ? `${CHUNK_LOAD_FAILED}: ${error.message}` : CHUNK_LOAD_FAILED);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || error.message.startsWith(CHUNK_LOAD_FAILED));
}
