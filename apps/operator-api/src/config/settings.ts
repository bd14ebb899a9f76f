// Every environment variable of the operator API, one entry each: its zod type, default, meaning
// and an example. env.ts reads the environment through it, and the README's «Environment» table is
// generated from it (`pnpm --filter @resident/operator-api run settings:docs`; settings-docs.test.ts
// fails when the two differ). A new setting is one entry here and one line in env.ts.
import { isProxyList } from '@resident/server-observability';
import { setting } from '@resident/settings';
import { z } from 'zod';
import { isPostgresUrl } from '../db/store/database-url.ts';

const positiveInt = z.coerce.number().int().positive();
const port = z.coerce.number().int().min(0).max(65_535);
const nonEmpty = z.string().trim().min(1);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Proxies as Fastify's trustProxy reads them (`loopback`, addresses, CIDRs, or `none`); a typo is refused at start, not ignored. */
const proxyList = nonEmpty.refine(
  isProxyList,
  'expected loopback, none, an address or a CIDR, several separated by commas',
);

export const API_SETTINGS = {
  OPERATOR_API_HOST: setting(nonEmpty, {
    default: '`127.0.0.1`',
    meaning:
      "Interface to listen on. Loopback only by default: the portal's server proxies `/api` from the same machine.",
    example: '0.0.0.0',
  }),
  OPERATOR_API_PORT: setting(port, {
    default: '`8080`',
    meaning:
      'Port (`0`: any free one, printed at start). A port already taken stops the start with a message naming this variable.',
    example: '8081',
  }),
  OPERATOR_API_DB: setting(nonEmpty, {
    default: "the package's `.data/operator.db`",
    meaning:
      'SQLite file (relative paths from the working directory), or `:memory:`. Not opened under `DATABASE_URL` (it then only places the default documents folder).',
    example: '/srv/operator/operator.db',
  }),
  DATABASE_URL: setting(nonEmpty.refine(isPostgresUrl, 'expected postgres://… or postgresql://…'), {
    default: '— (SQLite)',
    meaning:
      'Every table in PostgreSQL, no SQLite file used; see [PostgreSQL](#postgresql). Anything but a postgres URL stops the start. Several instances need the shared secrets marked required below.',
    example: 'postgres://api:secret@db.internal:5432/operator',
    secret: true,
  }),
  DATABASE_POOL_SIZE: setting(positiveInt, {
    default: '`10`',
    meaning:
      "Connections this instance's PostgreSQL pool opens at most (with `DATABASE_URL`). See [Running several instances](#running-several-instances-on-postgresql).",
    example: '20',
  }),
  OPERATOR_API_SEED: setting(flag, {
    default: '`true`',
    meaning: 'Create the missing demo residents on start (`true/false/1/0/yes/no`). `false` in production.',
    example: 'false',
  }),
  OAUTH_CLIENT_ID: setting(nonEmpty, {
    default: '`resident-portal`',
    meaning:
      "The basic client credential's id the portal must send to the oauth endpoints (the portal's server takes the same variable).",
    example: 'eco-region-portal',
  }),
  OAUTH_CLIENT_SECRET: setting(nonEmpty, {
    default: '`resident-portal-secret`',
    meaning:
      "The basic client credential's secret (the same on the portal's server). It reaches every browser in `config.json`: it names the client, it does not protect anything.",
    example: 'k3Jd9vQ2',
    secret: true,
  }),
  ACCESS_TOKEN_TTL: setting(positiveInt, {
    default: '`300`',
    meaning: 'Access token lifetime, seconds.',
    example: '600',
  }),
  REFRESH_TOKEN_TTL: setting(positiveInt, {
    default: '`2592000` (30 days)',
    meaning: 'Refresh token lifetime, seconds (renewed by each rotation).',
    example: '1209600',
  }),
  REFRESH_REUSE_GRACE: setting(z.coerce.number().int().min(0).max(60), {
    default: '`10`',
    meaning:
      'Seconds a rotated refresh token, presented again from the same address and browser, still yields a pair (tabs refreshing at once); `0` turns it off. At most 60.',
    example: '5',
  }),
  ALTCHA_HMAC_SECRET: setting(nonEmpty, {
    default: 'random per process',
    meaning: 'Signs altcha challenges; the same on every instance (a challenge given by one is checked by another).',
    example: '9f3b2c7e41d8a6055e0c1b7f2a94d3e8',
    secret: true,
    requiredWith: 'DATABASE_URL',
  }),
  ALTCHA_COST: setting(positiveInt, {
    default: '`100`',
    meaning: 'PBKDF2 iterations per solver attempt.',
    example: '200',
  }),
  ALTCHA_MAX_NUMBER: setting(positiveInt, {
    default: '`1000`',
    meaning:
      'Upper bound of attempts the solver needs (the secret counter is drawn from 10–100 % of it). With the defaults a browser solves the challenge in well under a second.',
    example: '2000',
  }),
  TOKEN_RATE_LIMIT: setting(positiveInt, {
    default: '`20`',
    meaning:
      'Password-grant requests per minute per client address (a flood limit, altcha solved or not); then 429. Also the per-address limit of registration, recovery and their emailed links. Password guessing has its own limits (see [Login throttling](#login-throttling)).',
    example: '40',
  }),
  TRUSTED_PROXY: setting(proxyList, {
    default: '`loopback`',
    meaning: 'Who may set `X-Forwarded-For`: `loopback`, addresses/CIDRs separated by commas, or `none`.',
    example: '10.0.0.5,10.0.0.6',
  }),
  OPERATOR_API_METRICS_PORT: setting(port, {
    default: '— (no metrics listener)',
    meaning: 'Prometheus `GET /metrics` on a listener of its own, never on the public port (README «Observability»).',
    example: '9464',
  }),
  OPERATOR_API_METRICS_HOST: setting(nonEmpty, {
    default: '`127.0.0.1`',
    meaning: 'Interface of the metrics listener: loopback unless the scraper runs on another machine.',
    example: '10.0.0.5',
  }),
  SHED_MAX_IN_FLIGHT: setting(z.coerce.number().int().min(0), {
    default: '`256`',
    meaning:
      'Load shedding (README «Load shedding»): requests in flight on this instance past which a new one gets 503 with `Retry-After` at once; `0`: never.',
    example: '512',
  }),
  SHED_MAX_POOL_QUEUE: setting(z.coerce.number().int().min(0), {
    default: '`10`',
    meaning:
      'Load shedding: queries waiting for a PostgreSQL connection past which a new request gets 503 at once; `0`: never.',
    example: '20',
  }),
  SHED_MAX_EVENT_LOOP_DELAY_MS: setting(z.coerce.number().int().min(0), {
    default: '`500`',
    meaning:
      "Load shedding: the event loop's mean delay (ms) past which a new request gets 503, counted only with 8 or more requests in flight; `0`: never.",
    example: '1000',
  }),
  SHED_RETRY_AFTER: setting(positiveInt, {
    default: '`2`',
    meaning: 'Load shedding: seconds in the `Retry-After` of a refused request.',
    example: '2',
  }),
  REFRESH_RATE_LIMIT: setting(positiveInt, {
    default: '`60000`',
    meaning: 'Refresh grants per minute per client IP (generous: a benchmark runs 500 req/s from one IP).',
    example: '6000',
  }),
  BRAND_FILE: setting(nonEmpty, {
    default: '— (`@resident/branding/default-brand.json`)',
    meaning:
      "JSON brand replacing the default. Checked at start with the brand checker's rules (`pnpm brand check <file>`); an invalid brand stops the server with the checker's report. Logo and favicon files named in it are served at `/api/brand/<file>?v=<content hash>`.",
    example: '/srv/my-brand/brand.json',
  }),
  LOG_LEVEL: setting(logLevel, {
    default: '`warn`',
    meaning: '`fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`.',
    example: 'info',
  }),
  OPERATOR_API_DOCUMENTS: setting(nonEmpty, {
    default: 'a `documents/` folder next to the database',
    meaning:
      'Folder of uploaded documents (stored under random names; serve it with nothing). With `OPERATOR_API_DB=:memory:` a temporary folder deleted on close. Several instances: one folder they all mount.',
    example: '/srv/operator/documents',
  }),
  ACQUIRER_HMAC_SECRET: setting(nonEmpty, {
    default: 'random per process',
    meaning:
      "The secret the acquirer signs its notifications with (see [Payments](#payments)): the acquirer's shared secret, the same on every instance.",
    example: '9f3b2c7e41d8a6055e0c1b7f2a94d3e8',
    secret: true,
    requiredWith: 'DATABASE_URL',
  }),
  PAYMENT_TTL: setting(positiveInt, {
    default: '`1200` (20 minutes)',
    meaning: "Seconds a payment may wait on the acquirer's page before it expires.",
    example: '900',
  }),
  ACCOUNT_TOKEN_SECRET: setting(nonEmpty, {
    default: 'random per process',
    meaning: 'Signs the public /pay `accountToken`; the same on every instance.',
    example: '9f3b2c7e41d8a6055e0c1b7f2a94d3e8',
    secret: true,
    requiredWith: 'DATABASE_URL',
  }),
  PAYMENT_RECONCILE_MS: setting(z.coerce.number().int().min(0), {
    default: '`60000`',
    meaning:
      "Milliseconds between the reconciler's questions to the acquirer about every open payment; `0` switches it off.",
    example: '120000',
  }),
  PAYMENT_SWEEP_MS: setting(positiveInt, {
    default: '`30000`',
    meaning: 'Milliseconds between the sweeps that ask about due payments and expire them.',
    example: '60000',
  }),
  ACQUIRER_RETRY_MS: setting(positiveInt, {
    default: '`5000`',
    meaning:
      "The test acquirer's first pause (ms) before it resends an unacknowledged notification (doubling, up to 10 minutes).",
    example: '10000',
  }),
  PAY_LOOKUP_RATE_LIMIT: setting(positiveInt, {
    default: '`10`',
    meaning: 'Public /pay lookups per minute per client IP; then 429.',
    example: '20',
  }),
  AUTOPAY_INTERVAL: setting(z.coerce.number().int().min(0), {
    default: '`900` (15 minutes)',
    meaning:
      "Seconds between the scheduler's runs of the due autopays (see [Service payment and autopay](#service-payment-and-autopay)); `0` switches the scheduler off (the operator then runs them with `operator autopay run`).",
    example: '300',
  }),
  // Long enough that guessing it is hopeless; the generated one has 43 characters.
  OPERATOR_ADMIN_TOKEN: setting(z.string().trim().min(16), {
    default: 'the token file',
    meaning:
      'The operator credential of `/api/admin/` (≥ 16 characters). Unset: `start` uses `.data/operator-admin-token`, created once with a random token (mode 600), where the operator CLI finds it too. Several instances: set it (the file is per machine).',
    example: 'Zb1qV0nW4yX8tK2mR6pL9sD3fG7hJ5aC',
    secret: true,
  }),
  SMTP_URL: setting(z.url({ protocol: /^smtps?$/ }), {
    default: '— (`npm start`: its local mail catcher)',
    meaning:
      'nodemailer connection URL: the [outbox](#outbox) also sends every message by SMTP. Unset: messages are only stored.',
    example: 'smtps://mailer:secret@smtp.example.ru:465',
    secret: true,
  }),
  SMTP_FROM: setting(nonEmpty, {
    default: "the brand's `contacts.supportEmail`",
    meaning: 'The From address of outgoing mail.',
    example: 'noreply@eco-region.ru',
  }),
  PORTAL_URL: setting(z.url({ protocol: /^https?$/ }), {
    default: '`http://127.0.0.1:5173` (`npm start`: the portal it starts)',
    meaning: "The portal's public address: the emailed confirmation and reset links open pages there.",
    example: 'https://lk.eco-region.ru',
  }),
  OPERATOR_API_PUBLIC_URL: setting(z.url({ protocol: /^https?$/ }), {
    default: '`http://localhost:8080`',
    meaning:
      "Where clients reach this API (origin, no path): the only `servers` entry of `/docs/json`, so clients generated from a deployment's document call that deployment.",
    example: 'https://lk.eco-region.ru',
  }),
};
