import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NumberPersonalAccount } from '@resident/contract';
import { createBearerHook, residentOf } from '../auth/resident-auth.ts';
import type { TokenService } from '../auth/token-service.ts';
import { contragentNotFound } from '../errors/http-errors.ts';
import type { ResidentRepository } from '../residents/resident-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in resident's user id; only routes inside residentContext have one. */
    readonly caller: number;
    /** The caller's own account named by the route's `:contragentId`, checked before the handler runs (accountContext). */
    readonly account: NumberPersonalAccount;
  }
}

// Set by accountContext's preHandler; the getter below reads it so a handler never sees an unchecked id.
const accounts = new WeakMap<FastifyRequest, NumberPersonalAccount>();

export interface ResidentContextOptions {
  tokens: TokenService;
  /** Registers the route modules that need a signed-in resident, on the encapsulated scope. */
  routes: (scope: FastifyInstance) => Promise<void>;
}

/**
 * The resident (bearer) routes in one encapsulated context: the access token is checked once, by
 * one onRequest hook (401 before the body is parsed), and `request.caller` is the resident.
 */
export async function residentContext(
  scope: FastifyInstance,
  { tokens, routes }: ResidentContextOptions,
): Promise<void> {
  scope.addHook('onRequest', createBearerHook(tokens));
  scope.decorateRequest('caller', {
    getter(this: FastifyRequest) {
      return residentOf(this);
    },
  });
  await routes(scope);
}

export interface AccountContextOptions {
  residents: ResidentRepository;
  routes: (scope: FastifyInstance) => Promise<void>;
}

/**
 * Inside residentContext: routes about one of the caller's accounts. A route whose params have
 * `contragentId` gets `request.account` resolved once before its handler; another resident's
 * account answers 404 exactly like a missing one, so ids cannot be probed. A malformed id has
 * already been answered 400 by the params schema.
 */
export async function accountContext(
  scope: FastifyInstance,
  { residents, routes }: AccountContextOptions,
): Promise<void> {
  scope.decorateRequest('account', {
    getter(this: FastifyRequest) {
      const account = accounts.get(this);
      // A route without :contragentId reading it is a programming error, not the caller's.
      if (!account) throw new Error('request.account read on a route without :contragentId');
      return account;
    },
  });
  scope.addHook('preHandler', async (request) => {
    const contragentId = (request.params as { contragentId?: unknown } | undefined)?.contragentId;
    if (typeof contragentId !== 'number') return;
    const account = await residents.getNumberPersonalAccount(request.caller, contragentId);
    if (!account) throw contragentNotFound();
    accounts.set(request, account);
  });
  await routes(scope);
}
