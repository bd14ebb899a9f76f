import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Below this many bytes an answer goes as it is: a task list or a token answer fits in one TCP
 * packet either way, and compressing it would only cost CPU on the busiest routes.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers above COMPRESS_THRESHOLD_BYTES in brotli or gzip, as Accept-Encoding asks (q-values
 * honoured, brotli first on a tie). Only types mime-db calls compressible are touched: JSON, CSV,
 * plain text; PDFs, images, Office files and zips are compressed already and go as they are. The
 * websocket's upgrade never reaches a reply, so it is untouched. Request bodies are not
 * decompressed: no client of ours sends them encoded, and inflating them is work bad input could ask for.
 * Registered before the routes: the plugin hooks into each route as it is added.
 */
export async function compressAnswers(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Quality 4 (the plugin's default, set here so it stays a decision): about as small as gzip 9
    // for JSON at a fraction of brotli 11's CPU.
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    },
  });
}
