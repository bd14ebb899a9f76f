import { describe, expect, it } from 'vitest';
import { loadOptionsFromEnv } from './env.ts';
import { DEFAULT_DB_PATH, defaultOptions } from './options.ts';

describe('loadOptionsFromEnv', () => {
  it('falls back to safe local defaults', () => {
    const options = loadOptionsFromEnv({});
    expect(options).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dbPath: DEFAULT_DB_PATH,
      seed: true,
      clientId: 'resident-portal',
      clientSecret: 'resident-portal-secret',
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 2_592_000,
      altchaHmacSecret: undefined,
      logLevel: 'warn',
      documentsDir: undefined,
      adminToken: undefined,
      smtpUrl: undefined,
      smtpFrom: undefined,
    });
    expect(DEFAULT_DB_PATH).toMatch(/apps\/operator-api\/\.data\/operator\.db$/);
  });

  it('reads every variable', () => {
    const options = loadOptionsFromEnv({
      OPERATOR_API_HOST: '0.0.0.0',
      OPERATOR_API_PORT: '9090',
      OPERATOR_API_DB: ':memory:',
      OPERATOR_API_SEED: 'false',
      OAUTH_CLIENT_ID: 'region',
      OAUTH_CLIENT_SECRET: 'secret',
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '3600',
      ALTCHA_HMAC_SECRET: 'hmac',
      ALTCHA_COST: '50',
      ALTCHA_MAX_NUMBER: '200',
      TOKEN_RATE_LIMIT: '5',
      REFRESH_RATE_LIMIT: '100',
      BRAND_FILE: '/etc/brand.json',
      LOG_LEVEL: 'info',
      OPERATOR_API_DOCUMENTS: '/srv/documents',
      OPERATOR_ADMIN_TOKEN: 'operator-token-of-the-demo',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.ru:465',
      SMTP_FROM: 'noreply@example.ru',
    });
    expect(options).toMatchObject({
      host: '0.0.0.0',
      port: 9090,
      dbPath: ':memory:',
      seed: false,
      clientId: 'region',
      clientSecret: 'secret',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 3600,
      altchaHmacSecret: 'hmac',
      altchaCost: 50,
      altchaMaxNumber: 200,
      tokenRateLimit: 5,
      refreshRateLimit: 100,
      brandFile: '/etc/brand.json',
      logLevel: 'info',
      documentsDir: '/srv/documents',
      adminToken: 'operator-token-of-the-demo',
      smtpUrl: 'smtps://mailer:secret@smtp.example.ru:465',
      smtpFrom: 'noreply@example.ru',
    });
  });

  it('reads the payment variables, with a 20-minute payment and a random acquirer secret by default', () => {
    expect(loadOptionsFromEnv({})).toMatchObject({
      acquirerHmacSecret: undefined,
      paymentTtlSeconds: 1200,
      accountTokenSecret: undefined,
    });
    expect(
      loadOptionsFromEnv({
        ACQUIRER_HMAC_SECRET: 'acq',
        PAYMENT_TTL: '60',
        ACCOUNT_TOKEN_SECRET: 'acc',
        PAY_LOOKUP_RATE_LIMIT: '3',
      }),
    ).toMatchObject({
      acquirerHmacSecret: 'acq',
      paymentTtlSeconds: 60,
      accountTokenSecret: 'acc',
      payLookupRateLimit: 3,
    });
    expect(() => loadOptionsFromEnv({ PAYMENT_TTL: '0' })).toThrow(/PAYMENT_TTL/);
  });

  it('runs the autopay scheduler every 15 minutes unless AUTOPAY_INTERVAL says otherwise (0: off)', () => {
    expect(loadOptionsFromEnv({}).autopayIntervalMs).toBe(15 * 60_000);
    expect(loadOptionsFromEnv({ AUTOPAY_INTERVAL: '60' }).autopayIntervalMs).toBe(60_000);
    expect(loadOptionsFromEnv({ AUTOPAY_INTERVAL: '0' }).autopayIntervalMs).toBe(0);
    expect(() => loadOptionsFromEnv({ AUTOPAY_INTERVAL: '-5' })).toThrow(/AUTOPAY_INTERVAL/);
  });

  it('reconciles every minute, sweeps every 30 s and resends after 5 s unless told otherwise (ms; a 0 reconcile period: off)', () => {
    expect(loadOptionsFromEnv({})).toMatchObject({
      paymentReconcileMs: 60_000,
      paymentSweepMs: 30_000,
      acquirerRetryMs: 5_000,
      acquirerMaxRetryMs: 600_000,
    });
    expect(
      loadOptionsFromEnv({ PAYMENT_RECONCILE_MS: '700', PAYMENT_SWEEP_MS: '1000', ACQUIRER_RETRY_MS: '300' }),
    ).toMatchObject({
      paymentReconcileMs: 700,
      paymentSweepMs: 1_000,
      acquirerRetryMs: 300,
    });
    expect(loadOptionsFromEnv({ PAYMENT_RECONCILE_MS: '0' }).paymentReconcileMs).toBe(0);
    expect(() => loadOptionsFromEnv({ ACQUIRER_RETRY_MS: '0', PAYMENT_SWEEP_MS: '-1' })).toThrow(
      /ACQUIRER_RETRY_MS.*PAYMENT_SWEEP_MS|PAYMENT_SWEEP_MS.*ACQUIRER_RETRY_MS/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadOptionsFromEnv({ OPERATOR_API_PORT: '', LOG_LEVEL: '' })).toMatchObject({
      port: defaultOptions().port,
      logLevel: 'warn',
    });
  });

  it('names every invalid variable', () => {
    const load = () =>
      loadOptionsFromEnv({
        OPERATOR_API_PORT: 'eighty',
        ACCESS_TOKEN_TTL: '-1',
        OPERATOR_API_SEED: 'maybe',
        OPERATOR_ADMIN_TOKEN: 'short',
        SMTP_URL: 'http://mail.example.ru',
      });
    expect(load).toThrow(/OPERATOR_API_PORT/);
    expect(load).toThrow(/ACCESS_TOKEN_TTL/);
    expect(load).toThrow(/OPERATOR_API_SEED/);
    expect(load).toThrow(/OPERATOR_ADMIN_TOKEN/);
    expect(load).toThrow(/SMTP_URL/);
  });

  it('refuses a trusted proxy that is not an address, as Fastify’s trustProxy would read it', () => {
    expect(() => loadOptionsFromEnv({ TRUSTED_PROXY: '10.0.0.5,api-gateway' })).toThrow(
      /TRUSTED_PROXY: expected loopback, none, an address or a CIDR/,
    );
    expect(loadOptionsFromEnv({ TRUSTED_PROXY: 'none' }).trustedProxy).toBe(false);
    expect(loadOptionsFromEnv({ TRUSTED_PROXY: '10.0.0.5,10.0.1.0/24' }).trustedProxy).toBe('10.0.0.5,10.0.1.0/24');
  });

  it('keeps SQLite without DATABASE_URL and takes only a postgres URL in it', () => {
    expect(loadOptionsFromEnv({}).databaseUrl).toBeUndefined();
    expect(loadOptionsFromEnv({ DATABASE_URL: 'postgres://api@db:5432/operator' }).databaseUrl).toBe(
      'postgres://api@db:5432/operator',
    );
    expect(loadOptionsFromEnv({ DATABASE_URL: 'postgresql://api@db/operator' }).databaseUrl).toBe(
      'postgresql://api@db/operator',
    );
    expect(() => loadOptionsFromEnv({ DATABASE_URL: 'mysql://db/operator' })).toThrow(/DATABASE_URL/);
    expect(() => loadOptionsFromEnv({ DATABASE_URL: '/srv/operator.db' })).toThrow(/DATABASE_URL/);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, 10 unless set', () => {
    expect(loadOptionsFromEnv({}).databasePoolSize).toBe(10);
    expect(loadOptionsFromEnv({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadOptionsFromEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('sheds load past the SHED_* limits, each 0 to turn it off', () => {
    expect(loadOptionsFromEnv({}).shedding).toEqual({
      maxInFlight: 256,
      maxPoolQueue: 10,
      maxEventLoopDelayMs: 500,
      retryAfterSeconds: 2,
    });
    const set = loadOptionsFromEnv({
      SHED_MAX_IN_FLIGHT: '0',
      SHED_MAX_POOL_QUEUE: '20',
      SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      SHED_RETRY_AFTER: '5',
    });
    expect(set.shedding).toEqual({ maxInFlight: 0, maxPoolQueue: 20, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 });
    expect(() => loadOptionsFromEnv({ SHED_MAX_POOL_QUEUE: '-1' })).toThrow(/SHED_MAX_POOL_QUEUE/);
    expect(() => loadOptionsFromEnv({ SHED_RETRY_AFTER: '0' })).toThrow(/SHED_RETRY_AFTER/);
  });
});
