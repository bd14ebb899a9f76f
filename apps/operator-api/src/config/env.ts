import { z } from 'zod';
import { isPostgresUrl } from '../db/store/database-url.ts';
import { DEFAULT_SHEDDING, resolveOptions } from './options.ts';
import type { ServerOptions } from './options.ts';

export type Env = Record<string, string | undefined>;

const positiveInt = z.coerce.number().int().positive();
const port = z.coerce.number().int().min(0).max(65_535);
const nonEmpty = z.string().trim().min(1);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Env var → option. An unset or empty variable keeps the default. */
const EnvSchema = z.object({
  OPERATOR_API_HOST: nonEmpty.optional(),
  OPERATOR_API_PORT: port.optional(),
  OPERATOR_API_DB: nonEmpty.optional(),
  DATABASE_URL: nonEmpty.refine(isPostgresUrl, 'expected postgres://… or postgresql://…').optional(),
  DATABASE_POOL_SIZE: positiveInt.optional(),
  OPERATOR_API_SEED: flag.optional(),
  OAUTH_CLIENT_ID: nonEmpty.optional(),
  OAUTH_CLIENT_SECRET: nonEmpty.optional(),
  ACCESS_TOKEN_TTL: positiveInt.optional(),
  REFRESH_TOKEN_TTL: positiveInt.optional(),
  REFRESH_REUSE_GRACE: z.coerce.number().int().min(0).max(60).optional(),
  ALTCHA_HMAC_SECRET: nonEmpty.optional(),
  ALTCHA_COST: positiveInt.optional(),
  ALTCHA_MAX_NUMBER: positiveInt.optional(),
  TOKEN_RATE_LIMIT: positiveInt.optional(),
  // The proxy allowed to set X-Forwarded-For: 'loopback', addresses/CIDRs, or 'none'.
  TRUSTED_PROXY: nonEmpty.optional(),
  REFRESH_RATE_LIMIT: positiveInt.optional(),
  BRAND_FILE: nonEmpty.optional(),
  LOG_LEVEL: logLevel.optional(),
  OPERATOR_API_DOCUMENTS: nonEmpty.optional(),
  ACQUIRER_HMAC_SECRET: nonEmpty.optional(),
  PAYMENT_TTL: positiveInt.optional(),
  ACCOUNT_TOKEN_SECRET: nonEmpty.optional(),
  // Milliseconds: the reconciler's period (0: off) and the test acquirer's first resend pause.
  PAYMENT_RECONCILE_MS: z.coerce.number().int().min(0).optional(),
  PAYMENT_SWEEP_MS: positiveInt.optional(),
  ACQUIRER_RETRY_MS: positiveInt.optional(),
  PAY_LOOKUP_RATE_LIMIT: positiveInt.optional(),
  // Seconds between the scheduler's autopay runs; 0 switches the scheduler off.
  AUTOPAY_INTERVAL: z.coerce.number().int().min(0).optional(),
  // Long enough that guessing it is hopeless; the generated one has 43 characters.
  OPERATOR_ADMIN_TOKEN: z.string().trim().min(16).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: nonEmpty.optional(),
  PORTAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPERATOR_API_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Load shedding (server/load-shedding.ts): past any of these a new request gets 503 at once.
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).optional(),
  SHED_MAX_POOL_QUEUE: z.coerce.number().int().min(0).optional(),
  SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  SHED_RETRY_AFTER: positiveInt.optional(),
});

/** Reads the server options from environment variables; throws naming every invalid variable. */
export function loadOptionsFromEnv(env: Env): ServerOptions {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid operator API environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const shedding = {
    maxInFlight: e.SHED_MAX_IN_FLIGHT,
    maxPoolQueue: e.SHED_MAX_POOL_QUEUE,
    maxEventLoopDelayMs: e.SHED_MAX_EVENT_LOOP_DELAY_MS,
    retryAfterSeconds: e.SHED_RETRY_AFTER,
  };
  return resolveOptions({
    shedding: { ...DEFAULT_SHEDDING, ...Object.fromEntries(Object.entries(shedding).filter(([, value]) => value !== undefined)) },
    host: e.OPERATOR_API_HOST,
    port: e.OPERATOR_API_PORT,
    dbPath: e.OPERATOR_API_DB,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seed: e.OPERATOR_API_SEED,
    clientId: e.OAUTH_CLIENT_ID,
    clientSecret: e.OAUTH_CLIENT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE,
    altchaHmacSecret: e.ALTCHA_HMAC_SECRET,
    altchaCost: e.ALTCHA_COST,
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
    tokenRateLimit: e.TOKEN_RATE_LIMIT,
    trustedProxy: e.TRUSTED_PROXY === 'none' ? false : e.TRUSTED_PROXY,
    refreshRateLimit: e.REFRESH_RATE_LIMIT,
    brandFile: e.BRAND_FILE,
    logLevel: e.LOG_LEVEL,
    documentsDir: e.OPERATOR_API_DOCUMENTS,
    adminToken: e.OPERATOR_ADMIN_TOKEN,
    acquirerHmacSecret: e.ACQUIRER_HMAC_SECRET,
    paymentTtlSeconds: e.PAYMENT_TTL,
    paymentReconcileMs: e.PAYMENT_RECONCILE_MS,
    paymentSweepMs: e.PAYMENT_SWEEP_MS,
    acquirerRetryMs: e.ACQUIRER_RETRY_MS,
    accountTokenSecret: e.ACCOUNT_TOKEN_SECRET,
    payLookupRateLimit: e.PAY_LOOKUP_RATE_LIMIT,
    autopayIntervalMs: e.AUTOPAY_INTERVAL === undefined ? undefined : e.AUTOPAY_INTERVAL * 1000,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    portalUrl: e.PORTAL_URL,
    // The document's paths start with /api, so the server entry is the origin alone.
    publicUrl: e.OPERATOR_API_PUBLIC_URL?.replace(/\/+$/, ''),
  });
}
