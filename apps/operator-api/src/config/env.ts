import { parseSettings, requiredProblems, SettingsError } from '@resident/settings';
import { DEFAULT_SHEDDING, resolveOptions } from './options.ts';
import type { ServerOptions } from './options.ts';
import { API_SETTINGS } from './settings.ts';

export type Env = Record<string, string | undefined>;

/**
 * Reads the server options from environment variables (settings.ts: an unset or empty variable keeps
 * the default); throws a SettingsError naming every invalid variable, in one line.
 */
export function loadOptionsFromEnv(env: Env): ServerOptions {
  const e = parseSettings(API_SETTINGS, env);
  const shedding = {
    maxInFlight: e.SHED_MAX_IN_FLIGHT,
    maxPoolQueue: e.SHED_MAX_POOL_QUEUE,
    maxEventLoopDelayMs: e.SHED_MAX_EVENT_LOOP_DELAY_MS,
    retryAfterSeconds: e.SHED_RETRY_AFTER,
  };
  return resolveOptions({
    shedding: {
      ...DEFAULT_SHEDDING,
      ...Object.fromEntries(Object.entries(shedding).filter(([, value]) => value !== undefined)),
    },
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
    metricsPort: e.OPERATOR_API_METRICS_PORT,
    metricsHost: e.OPERATOR_API_METRICS_HOST,
  });
}

/**
 * The settings a serving instance cannot do without (the secrets instances on one PostgreSQL must
 * share): a SettingsError naming each one missing. The CLIs that only read the database skip it.
 */
export function assertRequiredSettings(env: Env): void {
  const problems = requiredProblems(API_SETTINGS, env);
  if (problems.length > 0) throw new SettingsError(problems);
}
