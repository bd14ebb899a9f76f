import type { FastifyRequest } from 'fastify';
import { residentOf } from '../auth/resident-auth.ts';
import type { ServerLimits } from '../config/options.ts';
import { ApiError, RateLimitExceeded } from '../errors/http-errors.ts';
import type { StoredFiles } from './stored-files.ts';
import { UPLOAD_MESSAGES } from './upload-messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quota and rate of residents' uploads (decorated by buildServer; readUpload asks it). */
    uploadGuard?: UploadGuard;
  }
}

/** This request's share of the resident's quota, while its files are being stored. */
export interface UploadTicket {
  /**
   * At the request's first file, before it is stored: 429 past the upload rate, 413 when the quota
   * is used up already (text-only messages are not uploads; the rest of the body is still read, so
   * the client gets the answer instead of a reset connection).
   */
  countUpload(): Promise<void>;
  /** Counts a stored file; 413 QUOTA_EXCEEDED when the resident's total would pass the quota. */
  add(bytes: number): Promise<void>;
  /** The request's files are in rows now (or deleted): stop counting them as in flight. */
  end(): void;
}

export interface UploadGuard {
  /** Before a body is read: this request's ticket. */
  admit(request: FastifyRequest): Promise<UploadTicket>;
}

const MEGABYTE = 1024 * 1024;

/**
 * A resident's uploads are bounded in total (uploadQuotaBytes over every stored file) and in rate
 * (uploadRateLimit requests with files per uploadRateWindowMs, counted by @fastify/rate-limit per
 * resident, not per address; a chat message without files is not an upload). Files of requests still being read count too, so parallel requests
 * cannot each pass the quota.
 */
export function createUploadGuard(files: StoredFiles, limits: ServerLimits): UploadGuard {
  const inFlight = new Map<number, number>();
  let limiter: ReturnType<FastifyRequest['server']['createRateLimit']> | undefined;
  const quotaExceeded = () =>
    new ApiError(413, 'QUOTA_EXCEEDED', UPLOAD_MESSAGES.quotaExceeded(Math.round(limits.uploadQuotaBytes / MEGABYTE)));
  const used = async (userId: number) => (await files.bytesOf(userId)) + (inFlight.get(userId) ?? 0);

  const release = (userId: number, bytes: number) => {
    const left = (inFlight.get(userId) ?? 0) - bytes;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  };

  return {
    async admit(request) {
      const userId = residentOf(request);
      let mine = 0;
      return {
        async countUpload() {
          // The rate-limit plugin is registered with the routes, after this guard: take its limiter then.
          limiter ??= request.server.createRateLimit({
            max: limits.uploadRateLimit,
            timeWindow: limits.uploadRateWindowMs,
            keyGenerator: (each) => `upload:${residentOf(each)}`,
          });
          const rate = await limiter(request);
          // The API's usual 429: «Слишком много попыток. Повторите через N с» with Retry-After.
          if (!rate.isAllowed && rate.isExceeded) throw new RateLimitExceeded(Math.max(1, rate.ttlInSeconds));
          // A quota already used up refuses before the first file is written to disk.
          if ((await used(userId)) >= limits.uploadQuotaBytes) throw quotaExceeded();
        },
        async add(bytes) {
          // Reserved before the stored total is read, so parallel requests see each other's files.
          mine += bytes;
          inFlight.set(userId, (inFlight.get(userId) ?? 0) + bytes);
          if ((await used(userId)) > limits.uploadQuotaBytes) {
            mine -= bytes;
            release(userId, bytes);
            throw quotaExceeded();
          }
        },
        end() {
          release(userId, mine);
          mine = 0;
        },
      };
    },
  };
}
