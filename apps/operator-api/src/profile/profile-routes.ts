import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountSchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  LinkSentSchema,
  EndedSessionsSchema,
  LinkAccountBodySchema,
  NotificationSettingsSchema,
  ProfileSchema,
  SessionParamsSchema,
  SessionSchema,
  UpdateProfileBodySchema,
} from '@resident/contract';
import type { Account } from '@resident/contract';
import { brokenPasswordRules, passwordProblemMessage } from '@resident/contract/limits';
import { readBearerToken } from '../auth/bearer.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { TokenService } from '../auth/token-service.ts';
import { ApiError, unauthorized } from '../errors/http-errors.ts';
import { errorResponses } from '../server/openapi/error-responses.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { accountLinkedMail } from './account-linked-mail.ts';
import type { EmailChanges } from './email-change.ts';
import type { ProfileRepository } from './profile-repository.ts';

export interface ProfileRouteDeps {
  tokens: TokenService;
  profiles: ProfileRepository;
  emailChanges: EmailChanges;
  /**
   * The sums printed on the account's receipt for a month (kopecks): «Начислено за месяц» and
   * «Итого к оплате»; none without a receipt. A resident who always pays on time has 0 to pay,
   * so the charged sum proves possession just as well.
   */
  receiptAmounts: (contragentId: number, period: string) => Promise<readonly number[]>;
  /** Where the account's other holders hear that it was linked, in the brand's words. */
  outbox: Outbox;
  brand: { operatorName: string; supportPhone: string | undefined };
  now: () => number;
}

export const LINK_TRIES = 5;
export const LINK_LOCK_MS = 15 * 60 * 1000;

export const PROFILE_MESSAGES = {
  linkMismatch:
    'Не удалось привязать лицевой счёт: номер, месяц или сумма не совпадают с квитанцией. Проверьте номер счёта и сумму «Начислено» или «Итого к оплате» за выбранный месяц',
  triesLeft: (left: number) => `Осталось попыток: ${left}`,
  linkLocked: (minutes: number) =>
    `Слишком много неверных попыток. Привязать лицевой счёт можно будет через ${minutes} мин.`,
  alreadyLinked: 'Этот лицевой счёт уже привязан к вашему профилю',
  wrongPassword: 'Текущий пароль указан неверно',
  samePassword: 'Новый пароль совпадает с текущим',
  sessionNotFound: 'Сеанс не найден или уже завершён',
} as const;

/** The signed-in resident's own data: profile, accounts, notifications, sessions, password, consent (bearer). */
export async function profileRoutes(app: FastifyInstance, deps: ProfileRouteDeps): Promise<void> {
  const { tokens, profiles, now } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const familyOf = async (request: FastifyRequest) => {
    const token = readBearerToken(request.headers.authorization);
    return token ? (await tokens.session(token))?.familyId : undefined;
  };
  const profileOf = async (userId: number) => {
    const profile = await profiles.profile(userId);
    if (!profile) throw unauthorized();
    return profile;
  };

  route.get('/client/profile', {
    schema: {
      operationId: 'getProfile',
      tags: ['profile'],
      summary: 'Профиль',
      description: 'The personal data, the login email and the notification settings of the signed-in resident.',
      security: [{ bearer: [] }],
      response: { 200: ProfileSchema, ...errorResponses(401) },
    },
    handler: async (request) => profileOf(request.caller),
  });

  route.put('/client/profile', {
    schema: {
      operationId: 'updateProfile',
      tags: ['profile'],
      summary: 'Сохранить личные данные',
      description:
        'ФИО in Russian letters; phone in E.164 (+7…); ИНН (10 or 12 digits) and СНИЛС (11 digits) with valid checksums; null clears.',
      security: [{ bearer: [] }],
      body: UpdateProfileBodySchema,
      response: { 200: ProfileSchema, ...errorResponses(400, 401) },
    },
    async handler(request) {
      const userId = request.caller;
      await profiles.update(userId, request.body);
      return profileOf(userId);
    },
  });

  route.put('/client/profile/notifications', {
    schema: {
      operationId: 'updateNotificationSettings',
      tags: ['profile'],
      summary: 'Настройки уведомлений',
      description: 'Which notifications the resident gets and how; answers the whole profile as saved.',
      security: [{ bearer: [] }],
      body: NotificationSettingsSchema,
      response: { 200: ProfileSchema, ...errorResponses(400, 401) },
    },
    async handler(request) {
      const userId = request.caller;
      await profiles.setNotifications(userId, request.body);
      return profileOf(userId);
    },
  });

  route.post('/client/profile/email', {
    schema: {
      operationId: 'requestEmailChange',
      tags: ['profile'],
      summary: 'Сменить email (логин)',
      description:
        'Sends a single-use link (24 hours) to the new address; the login changes when it is opened ' +
        '(POST client/freeAccess/email-change/confirm). An address with an account → 409 KEYCLOAK_USER_ALREADY_EXIST.',
      security: [{ bearer: [] }],
      body: ChangeEmailBodySchema,
      response: { 202: LinkSentSchema, ...errorResponses(400, 401, 409) },
    },
    async handler(request, reply) {
      return reply.code(202).send(await deps.emailChanges.request(request.caller, request.body.email));
    },
  });

  route.put('/client/profile/password', {
    schema: {
      operationId: 'changePassword',
      tags: ['profile'],
      summary: 'Сменить пароль',
      description: 'Asks the current password; the new one follows the registration rules. Every other session ends.',
      security: [{ bearer: [] }],
      body: ChangePasswordBodySchema,
      response: { 200: EndedSessionsSchema, ...errorResponses(400, 401) },
    },
    async handler(request) {
      const userId = request.caller;
      const stored = await profiles.passwordHash(userId);
      if (!stored || !(await verifyPassword(request.body.currentPassword, stored)))
        throw new ApiError(400, 'WRONG_PASSWORD', PROFILE_MESSAGES.wrongPassword);
      if (request.body.newPassword === request.body.currentPassword)
        throw new ApiError(400, 'SAME_PASSWORD', PROFILE_MESSAGES.samePassword);
      const broken = brokenPasswordRules(request.body.newPassword, (await profileOf(userId)).email);
      if (broken.length > 0) throw new ApiError(400, 'WEAK_PASSWORD', passwordProblemMessage(broken));
      await profiles.setPassword(userId, await hashPassword(request.body.newPassword));
      const current = await familyOf(request);
      return { ended: current === undefined ? 0 : await profiles.endOtherSessions(userId, current, now()) };
    },
  });

  route.get('/client/accounts', {
    schema: {
      operationId: 'listAccounts',
      tags: ['profile'],
      summary: 'Лицевые счета',
      description: 'The personal accounts linked to the resident, for the profile page.',
      security: [{ bearer: [] }],
      response: { 200: z.array(AccountSchema), ...errorResponses(401) },
    },
    handler: async (request) => await profiles.accounts(request.caller),
  });

  route.post('/client/accounts/link', {
    schema: {
      operationId: 'linkAccount',
      tags: ['profile'],
      summary: 'Привязать лицевой счёт по квитанции',
      description:
        'The account number with the month and «Начислено» or «Итого к оплате» of one of its receipts. A wrong pair (or an unknown ' +
        `number: the answer is the same) → 400 and counts; ${LINK_TRIES} wrong tries within 15 minutes lock linking ` +
        'for the user → 429. Already linked → 409. Linked → 201 with the account; a resident without an account gets it selected, ' +
        'and every other resident who holds the account is mailed that one more profile linked it.',
      security: [{ bearer: [] }],
      body: LinkAccountBodySchema,
      response: { 201: AccountSchema, ...errorResponses(400, 401, 409, 429) },
    },
    async handler(request, reply) {
      const userId = request.caller;
      const at = now();
      const { accountNumber, period, amount } = request.body;
      const account = await profiles.accountByNumber(accountNumber);
      // Read before the attempt's transaction: the receipt's sums come from billing, not from this attempt.
      const amounts = account ? await deps.receiptAmounts(account.id, period) : [];
      // A refusal is answered after the commit: thrown inside, it would roll the failure's record back.
      const outcome = await profiles.linkingOf(userId, async (): Promise<ApiError | Account> => {
        const failed = await profiles.failedLinks(userId, at - LINK_LOCK_MS);
        if (failed.count >= LINK_TRIES) {
          const minutes = Math.max(1, Math.ceil(((failed.oldest ?? at) + LINK_LOCK_MS - at) / 60_000));
          return new ApiError(429, 'LINK_LOCKED', PROFILE_MESSAGES.linkLocked(minutes));
        }
        if (account && (await profiles.accounts(userId)).some((own) => own.id === account.id))
          return new ApiError(409, 'ALREADY_LINKED', PROFILE_MESSAGES.alreadyLinked);
        if (!account || !amounts.includes(amount)) {
          await profiles.recordFailedLink(userId, at);
          const left = LINK_TRIES - failed.count - 1;
          const message =
            left > 0
              ? `${PROFILE_MESSAGES.linkMismatch}. ${PROFILE_MESSAGES.triesLeft(left)}`
              : PROFILE_MESSAGES.linkLocked(LINK_LOCK_MS / 60_000);
          return new ApiError(left > 0 ? 400 : 429, left > 0 ? 'LINK_MISMATCH' : 'LINK_LOCKED', message);
        }
        await profiles.link(userId, account.id, at);
        await profiles.clearFailedLinks(userId);
        const linked = (await profiles.accounts(userId)).find((own) => own.id === account.id);
        if (!linked) throw new Error('a linked account cannot be read');
        return linked;
      });
      if (outcome instanceof ApiError) throw outcome;
      // After the commit (the outbox writes on its own): the residents who held the account before
      // learn that one more profile sees it now.
      const [holders, linkedBy] = await Promise.all([
        profiles.otherHolders(outcome.id, userId),
        profiles.loginOf(userId),
      ]);
      for (const to of holders.logins) {
        await deps.outbox.send(
          accountLinkedMail({ to, accountNumber: holders.accountNumber, linkedBy: linkedBy ?? '', ...deps.brand }),
        );
      }
      return reply.code(201).send(outcome);
    },
  });

  route.get('/client/sessions', {
    schema: {
      operationId: 'listSessions',
      tags: ['profile'],
      summary: 'Активные сеансы',
      description:
        'Where the resident is signed in: device, address and last use of each session; the calling one is marked current.',
      security: [{ bearer: [] }],
      response: { 200: z.array(SessionSchema), ...errorResponses(401) },
    },
    handler: async (request) => await profiles.sessions(request.caller, now(), await familyOf(request)),
  });

  route.delete('/client/sessions/:id', {
    schema: {
      operationId: 'endSession',
      tags: ['profile'],
      summary: 'Завершить сеанс',
      description:
        "Ends one of the resident's sessions (its device is signed out at its next call). Another resident's → 404.",
      security: [{ bearer: [] }],
      params: SessionParamsSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 404) },
    },
    async handler(request, reply) {
      if (!(await profiles.endSession(request.caller, request.params.id, now())))
        throw new ApiError(404, 'NOT_FOUND', PROFILE_MESSAGES.sessionNotFound);
      return reply.code(204).send(null);
    },
  });

  route.post('/client/sessions/end-others', {
    schema: {
      operationId: 'endOtherSessions',
      tags: ['profile'],
      summary: 'Выйти на всех других устройствах',
      description: 'Ends every session of the resident but the calling one and answers how many ended.',
      security: [{ bearer: [] }],
      response: { 200: EndedSessionsSchema, ...errorResponses(401) },
    },
    async handler(request) {
      const current = await familyOf(request);
      if (current === undefined) throw unauthorized();
      return { ended: await profiles.endOtherSessions(request.caller, current, now()) };
    },
  });

  route.delete('/client/profile/consent', {
    schema: {
      operationId: 'withdrawConsent',
      tags: ['profile'],
      summary: 'Отозвать согласие на обработку персональных данных',
      description: 'Records the withdrawal (152-ФЗ art. 9) and ends every session of the resident, this one included.',
      security: [{ bearer: [] }],
      response: { 204: z.null(), ...errorResponses(401) },
    },
    async handler(request, reply) {
      const userId = request.caller;
      await profiles.withdrawConsent(userId, now());
      await tokens.revokeUser(userId);
      return reply.code(204).send(null);
    },
  });
}
