import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { residentOf } from '../auth/resident-auth.ts';
import type { ServerLimits } from '../config/options.ts';
import { ApiError, RateLimitExceeded } from '../errors/http-errors.ts';
import type { UploadReservations } from './upload-reservations.ts';
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
  /**
   * Before `bytes` more of a file are written to disk: reserves them in the quota every instance
   * shares; 413 QUOTA_EXCEEDED when the resident's stored and reserved bytes would pass it.
   */
  reserve(bytes: number): Promise<void>;
  /** A file of the request was deleted again (refused): its bytes serve the request's next files. */
  unreserve(bytes: number): void;
  /** The request's files are in rows now (or deleted): its reservation goes. */
  end(): Promise<void>;
}

export interface UploadGuard {
  /** Before a body is read: this request's ticket. */
  admit(request: FastifyRequest): Promise<UploadTicket>;
  /** Once the request is answered (its rows are written, or it failed): its reservation goes. */
  release(request: FastifyRequest): Promise<void>;
}

const MEGABYTE = 1024 * 1024;
/**
 * Bytes reserved per query while a file streams in, when the declared body did not fit: a 25 MB
 * file costs 25 queries, not one per chunk. Near the quota only what the chunk needs is asked for,
 * so a resident can fill it exactly.
 */
export const RESERVATION_BLOCK_BYTES = MEGABYTE;
/** A reservation outlives the longest request body by this much (its rows are written after it). */
const RESERVATION_SLACK_MS = 60_000;

/**
 * A resident's uploads are bounded in total (uploadQuotaBytes over every stored file) and in rate
 * (uploadRateLimit requests with files per uploadRateWindowMs, counted by @fastify/rate-limit per
 * resident, not per address; a chat message without files is not an upload). The bytes of files
 * being received are reserved in the database before they are written (upload-reservations.ts), so
 * parallel requests, on any instance, cannot each pass the quota. A reservation is deleted once its
 * request is answered; one whose instance died expires after the longest request could last.
 */
export function createUploadGuard(
  reservations: UploadReservations,
  limits: ServerLimits,
  log: FastifyBaseLogger,
): UploadGuard {
  const tickets = new WeakMap<FastifyRequest, UploadTicket>();
  let limiter: ReturnType<FastifyRequest['server']['createRateLimit']> | undefined;
  const quotaExceeded = () =>
    new ApiError(413, 'QUOTA_EXCEEDED', UPLOAD_MESSAGES.quotaExceeded(Math.round(limits.uploadQuotaBytes / MEGABYTE)));
  const ttlMs = limits.requestTimeoutMs + RESERVATION_SLACK_MS;

  return {
    async release(request) {
      const ticket = tickets.get(request);
      tickets.delete(request);
      // A failed delete only leaves the reservation to expire: the answer has gone already.
      await ticket
        ?.end()
        .catch((error: unknown) => log.error({ err: error }, 'releasing an upload reservation failed'));
    },
    async admit(request) {
      const userId = residentOf(request);
      const id = randomUUID();
      /** Bytes this request holds in the database, and how many of them its files fill. */
      let granted = 0;
      let filled = 0;
      let ended = false;
      // The whole declared body is asked for first, at once: requests racing for the last room
      // then each get all they need or nothing, rather than each a part and none enough.
      const declared = Number(request.headers['content-length']);
      let declaredTried = !Number.isSafeInteger(declared) || declared <= 0;
      let pending: Promise<void> = Promise.resolve();
      const grow = (bytes: number) =>
        reservations.grow({ id, userId, bytes, expiresAt: Date.now() + ttlMs }, limits.uploadQuotaBytes, Date.now());
      const ticket: UploadTicket = {
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
          if ((await reservations.usedBy(userId, Date.now())) >= limits.uploadQuotaBytes) throw quotaExceeded();
        },
        reserve(bytes) {
          const step = pending.then(async () => {
            if (ended) throw quotaExceeded();
            if (!declaredTried) {
              declaredTried = true;
              if (declared > filled + bytes - granted && (await grow(declared))) granted += declared;
            }
            const missing = filled + bytes - granted;
            if (missing > 0) {
              const block = Math.max(missing, RESERVATION_BLOCK_BYTES);
              if (await grow(block)) granted += block;
              else if (block > missing && (await grow(missing))) granted += missing;
              else throw quotaExceeded();
            }
            filled += bytes;
          });
          // The next reservation waits for this one, whatever its outcome.
          pending = step.catch(() => undefined);
          return step;
        },
        unreserve(bytes) {
          filled = Math.max(0, filled - bytes);
        },
        async end() {
          ended = true;
          // A grow still running would otherwise write the row again after the delete.
          await pending;
          if (granted > 0) await reservations.release(id);
          granted = 0;
          filled = 0;
        },
      };
      tickets.set(request, ticket);
      return ticket;
    },
  };
}
