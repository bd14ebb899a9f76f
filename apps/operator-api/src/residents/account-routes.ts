import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContragentIdParamsSchema,
  ErrorBodySchema,
  NumberPersonalAccountSchema,
  PopupWindowParamsSchema,
  SuppressPopupResponseSchema,
} from '@resident/contract';
import { popupNotFound } from '../errors/http-errors.ts';
import type { PopupRepository } from './popup-repository.ts';

export interface AccountRouteDeps {
  popups: PopupRepository;
  now: () => number;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Calls about one of the resident's personal accounts: client/{contragentId}/… (v3 base). */
export async function accountRoutes(app: FastifyInstance, deps: AccountRouteDeps): Promise<void> {
  const { popups } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/client/:contragentId/numberPersonalAccount', {
    schema: {
      operationId: 'getNumberPersonalAccount',
      tags: ['resident'],
      summary: 'Номер лицевого счёта',
      description:
        "For the header's 'Л/С {number}' and '(закрыт)'. Another resident's contragent answers 404 like a missing one.",
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      response: { 200: NumberPersonalAccountSchema, ...errors },
    },
    async handler(request) {
      return request.account;
    },
  });

  route.post('/client/:contragentId/popupwindow/:popupId', {
    schema: {
      operationId: 'suppressPopup',
      tags: ['resident'],
      summary: 'Больше не показывать уведомление',
      description:
        'No body. Hides the popup for the calling user only (other holders of the account still see it); ' +
        'GET client/contragent/{id} no longer lists it. Repeating the call answers the same. ' +
        "404 for another resident's contragent and for a popup the contragent does not have.",
      security: [{ bearer: [] }],
      params: PopupWindowParamsSchema,
      response: { 200: SuppressPopupResponseSchema, ...errors },
    },
    async handler(request) {
      const userId = request.caller;
      const { contragentId, popupId } = request.params;
      if (!(await popups.suppress(userId, contragentId, popupId, deps.now()))) throw popupNotFound();
      return { popupId, hidden: true as const };
    },
  });
}
