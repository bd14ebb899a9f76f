import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  LinkSentSchema,
  LinkTokenBodySchema,
  PasswordResetBodySchema,
  PersonalDataConsentSchema,
  RecoveryBodySchema,
  RegistrationBodySchema,
  TokenResponseSchema,
} from '@resident/contract';
import { deviceName } from '../auth/device-name.ts';
import { RateLimitExceeded } from '../errors/http-errors.ts';
import { personalDataConsent } from './personal-data-consent.ts';
import type { RegistrationService } from './registration-service.ts';

export interface RegistrationRouteDeps {
  registration: RegistrationService;
  operatorName: string;
  /** Requests per minute per address for the calls that send mail or redeem an emailed link. */
  mailRateLimit: number;
}

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  409: ErrorBodySchema,
  410: ErrorBodySchema,
  429: ErrorBodySchema,
};

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** Registration and password recovery (client/freeAccess/…, basic client credential, no sign-in). */
export async function registrationRoutes(app: FastifyInstance, deps: RegistrationRouteDeps): Promise<void> {
  const { registration } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const mailLimit = {
    rateLimit: {
      max: deps.mailRateLimit,
      timeWindow: 60_000,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new RateLimitExceeded(Math.max(1, Math.ceil(context.ttl / 1000))),
    },
  };

  route.get('/client/freeAccess/consent/personal-data', {
    schema: {
      operationId: 'getPersonalDataConsent',
      tags: ['registration'],
      summary: 'Текст согласия на обработку персональных данных',
      description: 'The consent the registration form shows; its version goes back with the registration (152-ФЗ).',
      security: [{ clientBasic: [] }],
      response: { 200: PersonalDataConsentSchema, 401: ErrorBodySchema },
    },
    handler: async () => personalDataConsent(deps.operatorName),
  });

  route.post('/client/freeAccess/registration', {
    config: mailLimit,
    schema: {
      operationId: 'createRegistration',
      tags: ['registration'],
      summary: 'Зарегистрироваться',
      description:
        'Email, password (8–128 characters, a letter and a digit, not the email), ФИО in Russian letters, the version ' +
        'of the accepted personal-data consent and altcha. Answers 202 with the masked address the confirmation ' +
        'link went to (valid 24 hours, once). An address with an account → 409 KEYCLOAK_USER_ALREADY_EXIST; a weak ' +
        'password → 400 WEAK_PASSWORD naming every broken rule; an outdated consent → 400 CONSENT_OUTDATED.',
      security: [{ clientBasic: [] }],
      body: RegistrationBodySchema,
      response: { 202: LinkSentSchema, ...errors },
    },
    async handler(request, reply) {
      noStore(reply);
      return reply.code(202).send(await registration.register(request.body));
    },
  });

  // The emailed links' tokens are unguessable; the limit only stops a flood of guesses or scrypt work.
  route.post('/client/freeAccess/registration/confirm', {
    config: mailLimit,
    schema: {
      operationId: 'confirmRegistration',
      tags: ['registration'],
      summary: 'Подтвердить email и войти',
      description:
        'The token of the emailed link. Creates the account with its consent and answers a new session, as ' +
        'oauth/token does. Unknown link → 400 LINK_INVALID, used → 409 LINK_USED, expired → 410 LINK_EXPIRED.',
      security: [{ clientBasic: [] }],
      body: LinkTokenBodySchema,
      response: { 200: TokenResponseSchema, ...errors },
    },
    async handler(request, reply) {
      noStore(reply);
      return registration.confirm(request.body.token, deviceName(request.headers['user-agent']));
    },
  });

  route.post('/client/freeAccess/password-recovery', {
    config: mailLimit,
    schema: {
      operationId: 'requestPasswordRecovery',
      tags: ['registration'],
      summary: 'Восстановить пароль',
      description:
        'Email and altcha. When the address has an account, a link to set a new password (valid 1 hour, once) goes ' +
        'to it. Answers 202 with the masked address either way: the answer never tells whether an account exists.',
      security: [{ clientBasic: [] }],
      body: RecoveryBodySchema,
      response: { 202: LinkSentSchema, ...errors },
    },
    async handler(request, reply) {
      noStore(reply);
      return reply.code(202).send(await registration.requestRecovery(request.body.email, request.body.altcha));
    },
  });

  route.post('/client/freeAccess/password-recovery/reset', {
    config: mailLimit,
    schema: {
      operationId: 'resetPassword',
      tags: ['registration'],
      summary: 'Задать новый пароль и войти',
      description:
        'The token of the emailed link and the new password. Ends every session of the account, then answers a new ' +
        'one. Unknown link → 400 LINK_INVALID, used → 409 LINK_USED, expired → 410 LINK_EXPIRED, weak password → 400.',
      security: [{ clientBasic: [] }],
      body: PasswordResetBodySchema,
      response: { 200: TokenResponseSchema, ...errors },
    },
    async handler(request, reply) {
      noStore(reply);
      return registration.reset(request.body, deviceName(request.headers['user-agent']));
    },
  });
}
