import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AcquirerNotification } from '@resident/contract';
import type { Store } from '../../db/store/store.ts';
import type { PaymentEvents } from '../acquirer.ts';
import { NOTIFICATIONS_PATH } from '../notification-path.ts';
import { SIGNATURE_HEADER, signNotification } from '../notification-signature.ts';
import { validateCard } from './card-form.ts';
import type { CardForm } from './card-form.ts';
import { cardPage, messagePage, threeDsPage } from './pages.ts';
import type { CardRepository } from './card-repository.ts';
import type { NotificationRepository } from './notification-repository.ts';
import { createNotificationSender } from './notification-sender.ts';
import type { SessionRepository, SessionState, TestAcquirerSession } from './session-repository.ts';
import { STYLES } from './styles.ts';
import { TEST_3DS_CODE, testCardOutcome, testCardRecurring } from './test-cards.ts';
import type { TestCardRecurring } from './test-cards.ts';
import { payPagePath } from './test-acquirer.ts';
import { returnLocation } from './return-location.ts';

export interface TestAcquirerRouteDeps {
  /** Finishing a session and owing its notification are one transaction. */
  store: Store;
  sessions: SessionRepository;
  notifications: NotificationRepository;
  /** The first pause before a notification that was not acknowledged is sent again (it doubles, up to maxRetryMs). */
  retryMs: number;
  maxRetryMs: number;
  /** Where the tokens of saved cards are kept (autopay charges them). */
  cards: CardRepository;
  /** Signs the notifications it sends, like a real acquirer's shared secret. */
  secret: string;
  events: PaymentEvents;
  /** The merchant's name on the page: the operator's company from the brand. */
  merchant: string;
  now: () => number;
}

const TokenParamsSchema = z.object({ token: z.string().max(200) });
const field = z.string().max(100).optional();
const CardBodySchema = z.object({ action: field, cardNumber: field, expiry: field, cvc: field });
const CodeBodySchema = z.object({ action: field, code: field });

// No inline script or style can run; the form posts to this page only; nobody can frame it.
const CSP = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const NOT_FOUND_TITLE = 'Платёжная страница не найдена';
const NOT_FOUND_TEXT = 'Ссылка устарела или набрана с ошибкой. Вернитесь на портал и начните оплату заново.';
const EXPIRED_TITLE = 'Время на оплату истекло';
const EXPIRED_TEXT = 'Деньги не списаны. Вернитесь на портал и начните оплату заново.';
const NOT_A_TEST_CARD = 'Это тестовая платёжная страница: оплатить можно только тестовой картой из списка ниже';
const CODE_MISSING = 'Введите код из СМС';
const CODE_FORMAT = 'Код — 6 цифр';

function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(page);
}

/** What the page's answer notifies, and what a saved card's later charges will do. */
type Outcome = Pick<AcquirerNotification, 'status' | 'cardMask' | 'cardToken' | 'reason'> & {
  recurring?: TestCardRecurring;
};

/** A charged card; with a token for autopay when the payment asked to save the card. */
function succeeded(session: TestAcquirerSession, cardMask: string, recurring: TestCardRecurring): Outcome {
  if (!session.saveCard) return { status: 'succeeded', cardMask };
  return { status: 'succeeded', cardMask, cardToken: `card_${randomBytes(16).toString('hex')}`, recurring };
}

/**
 * The test acquirer's hosted page: the card form, the 3-D Secure step, then the signed notification
 * to the payments side and a 303 back to the portal. Hidden from /docs: a real acquirer hosts its own.
 */
export async function testAcquirerRoutes(app: FastifyInstance, deps: TestAcquirerRouteDeps): Promise<void> {
  const { sessions, merchant } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  // Through the real route, signature and all, as the acquirer's server calls it.
  const sender = createNotificationSender({
    notifications: deps.notifications,
    retryMs: deps.retryMs,
    maxRetryMs: deps.maxRetryMs,
    now: deps.now,
    log: app.log,
    async deliver(body) {
      const response = await app.inject({
        method: 'POST',
        url: NOTIFICATIONS_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(deps.secret, body) },
        payload: body,
      });
      return response.statusCode;
    },
  });
  app.addHook('preClose', () => sender.stop());

  /**
   * Ends the session once (a double click charges once, and saves the card once) and sends the
   * resident back. The outcome, the card and the notification owed are one transaction; the first
   * attempt goes out before the redirect, so the portal usually finds the payment settled.
   */
  async function finish(
    reply: FastifyReply,
    session: TestAcquirerSession,
    from: SessionState,
    { recurring, ...outcome }: Outcome,
  ): Promise<FastifyReply> {
    const body = JSON.stringify({
      paymentId: session.paymentId,
      acquirerPaymentId: session.acquirerPaymentId,
      amount: session.amount,
      ...outcome,
    });
    const finished = await deps.store.transaction(async () => {
      if (!(await sessions.finish(session.token, from, body, outcome.cardMask ?? null))) return false;
      if (outcome.cardToken)
        await deps.cards.issue(
          { token: outcome.cardToken, cardMask: outcome.cardMask ?? '', recurring: recurring ?? 'succeeds' },
          deps.now(),
        );
      await deps.notifications.owe(session.acquirerPaymentId, body, deps.now());
      return true;
    });
    if (finished) await sender.sendNow(session.acquirerPaymentId);
    return reply.header('cache-control', 'no-store').redirect(returnLocation(session.returnUrl), 303);
  }

  /** The session the page may still act on, or the reply that ends the request. */
  async function openSession(token: string, reply: FastifyReply): Promise<TestAcquirerSession | FastifyReply> {
    const session = await sessions.find(token);
    if (!session) return sendPage(reply, 404, messagePage(NOT_FOUND_TITLE, NOT_FOUND_TEXT));
    if (session.state === 'done')
      return reply.header('cache-control', 'no-store').redirect(returnLocation(session.returnUrl), 303);
    if (deps.now() >= session.expiresAt)
      return sendPage(reply, 410, messagePage(EXPIRED_TITLE, EXPIRED_TEXT, session.returnUrl));
    return session;
  }

  // pages.ts links it as STYLESHEET_PATH.
  route.get('/styles.css', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STYLES),
  );

  route.get('/pay/:token', { schema: { hide: true, params: TokenParamsSchema } }, async (request, reply) => {
    const session = await openSession(request.params.token, reply);
    if (!('token' in session)) return session;
    if (session.state === '3ds') return sendPage(reply, 200, threeDsPage(session, merchant, ''));
    return sendPage(reply, 200, cardPage(session, merchant, { cardNumber: '', expiry: '', cvc: '' }));
  });

  route.post(
    '/pay/:token',
    { schema: { hide: true, params: TokenParamsSchema, body: CardBodySchema } },
    async (request, reply) => {
      const session = await openSession(request.params.token, reply);
      if (!('token' in session)) return session;
      const body = request.body;
      if (body.action === 'cancel')
        return finish(reply, session, session.state, { status: 'failed', reason: 'cancelled' });
      if (session.state === '3ds') return reply.redirect(payPagePath(session.token), 303);

      const form: CardForm = { cardNumber: body.cardNumber ?? '', expiry: body.expiry ?? '', cvc: body.cvc ?? '' };
      const checked = validateCard(form, deps.now());
      if ('errors' in checked) return sendPage(reply, 400, cardPage(session, merchant, form, checked.errors));
      const { mask } = checked.card;
      switch (testCardOutcome(checked.card.digits)) {
        case 'success':
          return finish(reply, session, 'card', succeeded(session, mask, testCardRecurring(checked.card.digits)));
        case 'declined':
          return finish(reply, session, 'card', { status: 'failed', cardMask: mask, reason: 'declined' });
        case 'unavailable':
          return finish(reply, session, 'card', { status: 'failed', cardMask: mask, reason: 'unavailable' });
        case '3ds': {
          if (!(await sessions.advance(session.token, 'card', '3ds', mask)))
            return reply.redirect(payPagePath(session.token), 303);
          // The card is in: the bank is deciding, so the payment shows as being processed.
          await deps.events.opened(session.paymentId);
          return sendPage(reply, 200, threeDsPage({ ...session, state: '3ds', cardMask: mask }, merchant, ''));
        }
        case undefined:
          return sendPage(reply, 400, cardPage(session, merchant, form, {}, NOT_A_TEST_CARD));
      }
    },
  );

  route.post(
    '/pay/:token/3ds',
    { schema: { hide: true, params: TokenParamsSchema, body: CodeBodySchema } },
    async (request, reply) => {
      const session = await openSession(request.params.token, reply);
      if (!('token' in session)) return session;
      if (request.body.action === 'cancel')
        return finish(reply, session, session.state, { status: 'failed', reason: 'cancelled' });
      if (session.state !== '3ds') return reply.redirect(payPagePath(session.token), 303);

      const code = (request.body.code ?? '').trim();
      if (code === '') return sendPage(reply, 400, threeDsPage(session, merchant, code, CODE_MISSING));
      if (!/^\d{6}$/.test(code)) return sendPage(reply, 400, threeDsPage(session, merchant, code, CODE_FORMAT));
      const cardMask = session.cardMask ?? '';
      // The 3-D Secure test card's token charges like any other.
      if (code === TEST_3DS_CODE) return finish(reply, session, '3ds', succeeded(session, cardMask, 'succeeds'));
      return finish(reply, session, '3ds', { status: 'failed', reason: '3ds-failed', cardMask });
    },
  );
}
