import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVALID_REFRESH_TOKEN,
  INVALID_USER_CREDENTIALS,
  OAuthErrorSchema,
  RevokeRequestSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from '@resident/contract';
import type { AltchaService } from '../altcha/altcha-service.ts';
import type { AccountAttempt, AccountBackoff } from './account-backoff.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { clientFingerprint } from './client-fingerprint.ts';
import { deviceName } from './device-name.ts';
import { refreshRateLimitKey } from './refresh-rate-limit-key.ts';
import { toTokenResponse } from './token-response.ts';
import type { TokenService } from './token-service.ts';
import { MESSAGES, OAuthFailure, RateLimitExceeded } from '../errors/http-errors.ts';
import { normalizeLogin } from '../residents/resident-repository.ts';
import type { ResidentRepository } from '../residents/resident-repository.ts';

export interface OAuthRouteDeps {
  tokens: TokenService;
  residents: ResidentRepository;
  altcha: AltchaService;
  isClientAuthorized: (authorization: string | undefined) => boolean;
  /** Password-grant requests per minute per address (a flood limit; guesses are limited below). */
  tokenRateLimit: number;
  refreshRateLimit: number;
  /** Wrong passwords of one login, from anywhere (account-backoff.ts). */
  backoff: AccountBackoff;
  /** Wrong passwords from one address across all logins (password spraying) per window. */
  sprayLimit: { maxFailures: number; windowSeconds: number };
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * A flood limit per address: password grants with a low ceiling, refresh grants with a far higher
 * one, since a portal tab refreshes legitimately and often. It only bounds the request rate of one
 * address (the real one: the forwarding header is trusted only from the configured proxy); password
 * guessing is limited by the account backoff and the spraying limit, which count only attempts
 * that solved the altcha, so junk requests cannot lock anyone else out.
 */
function rateLimitKey(request: FastifyRequest): string {
  const body: unknown = request.body;
  const grant = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).grant_type : undefined;
  return grant === 'password' ? `password:${request.ip}` : refreshRateLimitKey(request.ip);
}

/** Only after the right password: the answer must not tell a stranger anything about the account. */
export const CONSENT_WITHDRAWN =
  'Вы отозвали согласие на обработку персональных данных, поэтому личный кабинет закрыт. Чтобы снова пользоваться им, обратитесь к оператору';

function noStore(reply: FastifyReply): void {
  // RFC 6749 §5.1: token responses must not be cached.
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

// Unknown logins still pay for a password check, so timing does not reveal which logins exist.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('decoy-password-never-matches'));

export async function oauthRoutes(app: FastifyInstance, deps: OAuthRouteDeps): Promise<void> {
  const { tokens, residents, altcha, backoff } = deps;
  // Counts only wrong passwords (read before the check, incremented after a failure).
  const sprayLimit = app.createRateLimit({
    max: deps.sprayLimit.maxFailures,
    timeWindow: deps.sprayLimit.windowSeconds * 1000,
    keyGenerator: (request) => `login-failures:${request.ip}`,
  });

  /** Refuses a password guess while the address or the login must wait; else counts it as failed. */
  async function beginPasswordAttempt(request: FastifyRequest, login: string): Promise<AccountAttempt> {
    const address = await sprayLimit(request, { increment: false });
    if (!address.isAllowed && address.remaining === 0) throw new RateLimitExceeded(Math.max(1, address.ttlInSeconds));
    const attempt = await backoff.begin(normalizeLogin(login));
    if ('waitSeconds' in attempt) throw new RateLimitExceeded(attempt.waitSeconds);
    return attempt;
  }

  async function requireClient(request: FastifyRequest): Promise<void> {
    if (!deps.isClientAuthorized(request.headers.authorization)) {
      throw new OAuthFailure(401, 'invalid_client', MESSAGES.invalidClient, {
        'www-authenticate': 'Basic realm="operator-api", charset="UTF-8"',
      });
    }
  }

  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post('/token', {
    onRequest: requireClient,
    config: {
      rateLimit: {
        // After validation, so the key can use the grant type and username from the form.
        hook: 'preHandler',
        timeWindow: 60_000,
        keyGenerator: rateLimitKey,
        max: (_request, key) => (key.startsWith('password:') ? deps.tokenRateLimit : deps.refreshRateLimit),
        errorResponseBuilder: (_request, context) => new RateLimitExceeded(Math.max(1, Math.ceil(context.ttl / 1000))),
      },
    },
    schema: {
      operationId: 'createToken',
      tags: ['oauth'],
      summary: 'Выдать токены (вход по паролю или обновление)',
      description:
        'grant_type=password: username, password and altcha (the payload of the altcha widget for a challenge from ' +
        'getChallenge; each challenge is accepted once). Wrong passwords: the 5th in a row makes the login wait 30 s, ' +
        'doubling per further failure up to 15 min; 30 per address in 15 min; then 429 with Retry-After. ' +
        'grant_type=refresh_token: rotation, each refresh token works once and its access token ends with it; ' +
        'presenting a rotated one again revokes every token of that login, except within a few seconds from the ' +
        'same address and browser (tabs refreshing at once), which get a pair of the same login. ' +
        `Wrong credentials: 400 invalid_grant "${INVALID_USER_CREDENTIALS}"; bad refresh token: 400 invalid_grant ` +
        `"${INVALID_REFRESH_TOKEN}".`,
      security: [{ clientBasic: [] }],
      consumes: [FORM],
      body: TokenRequestSchema,
      response: { 200: TokenResponseSchema, 400: OAuthErrorSchema, 401: OAuthErrorSchema, 429: OAuthErrorSchema },
    },
    async handler(request, reply) {
      noStore(reply);
      const body = request.body;
      if (body.grant_type === 'refresh_token') {
        const rotated = await tokens.rotate(body.refresh_token, clientFingerprint(request));
        if (!rotated) throw new OAuthFailure(400, 'invalid_grant', INVALID_REFRESH_TOKEN);
        return toTokenResponse(rotated);
      }
      // The cheap proof-of-work check comes first: no scrypt for requests that did not solve it.
      const verdict = await altcha.redeem(body.altcha);
      if (verdict !== 'verified') throw new OAuthFailure(400, 'invalid_request', MESSAGES.altchaRejected);
      // Only attempts that solved the altcha reach the guessing limits.
      const attempt = await beginPasswordAttempt(request, body.username);
      const user = await residents.findCredentials(body.username);
      let matches = false;
      try {
        // An unknown login is checked against a decoy hash too: the same time, nothing told.
        const verified = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
        matches = user !== undefined && verified;
      } finally {
        await attempt.end(matches);
      }
      if (!user || !matches) {
        await sprayLimit(request);
        throw new OAuthFailure(400, 'invalid_grant', INVALID_USER_CREDENTIALS);
      }
      if (await residents.consentWithdrawn(user.id)) throw new OAuthFailure(400, 'invalid_grant', CONSENT_WITHDRAWN);
      return toTokenResponse(
        await tokens.startSession(user.id, user.marketplace_access === 1, deviceName(request.headers['user-agent'])),
      );
    },
  });

  route.post('/revoke', {
    onRequest: requireClient,
    schema: {
      operationId: 'revokeToken',
      tags: ['oauth'],
      summary: 'Отозвать токен (выход)',
      description:
        'Revokes the access or refresh token and every token of the same login (RFC 7009). An unknown token ' +
        'also answers 200.',
      security: [{ clientBasic: [] }],
      consumes: [FORM],
      body: RevokeRequestSchema,
      response: { 200: z.object({}), 400: OAuthErrorSchema, 401: OAuthErrorSchema },
    },
    async handler(request, reply) {
      noStore(reply);
      await tokens.revoke(request.body.token);
      return {};
    },
  });
}
