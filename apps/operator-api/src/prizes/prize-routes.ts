import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContragentIdParamsSchema, ErrorBodySchema, PromotionsSchema } from '@resident/contract';
import type { PrizeRepository } from './prize-repository.ts';

export interface PrizeRouteDeps {
  prizes: PrizeRepository;
  /** The account's debt in kopecks (billing's ledger: the last month's debtEnd; ≤ 0 is none). */
  debtOf: (contragentId: number) => Promise<number>;
  now: () => number;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Promotions for residents who pay on time, as one of the resident's accounts sees them (v3 base, bearer). */
export async function prizeRoutes(app: FastifyInstance, { prizes, debtOf, now }: PrizeRouteDeps): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/client/:contragentId/prizes', {
    schema: {
      operationId: 'listPrizes',
      tags: ['prizes'],
      summary: 'Призы: акции для добросовестных плательщиков',
      description:
        'Every promotion with its conditions, period, prizes and how to receive one; `participation` says whether this ' +
        "account takes part now and why: 'ok', 'debt' (with the debt in kopecks, from billing's ledger), 'closed' (a closed " +
        "account never takes part), 'not-started', 'finished'. A held draw lists the winners by masked account number and " +
        "this account's own prize (null if none). Running first, then upcoming, then finished. Another resident's account → 404.",
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      response: { 200: PromotionsSchema, ...errors },
    },
    async handler(request, reply) {
      const { contragentId } = request.params;
      const { account } = request;
      reply.header('cache-control', 'no-store');
      const today = new Date(now()).toISOString().slice(0, 10);
      return await prizes.promotionsFor(
        { contragentId, isClosed: account.isClosed, debt: account.isClosed ? 0 : await debtOf(contragentId) },
        today,
      );
    },
  });
}
