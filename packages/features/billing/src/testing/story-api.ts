import { USER_STORAGE_KEY } from '@resident/api';
import { billingRoute, type BillingData } from './billing-api-route';
import { user, type FakeRoute } from './render-page';

/** Storybook's `parameters.store` for a signed-in resident whose operator API answers `data`. */
export function storyStore(data: BillingData = {}, extra?: FakeRoute, { delay = 0 }: { delay?: number } = {}) {
  const route = billingRoute(data, extra);
  return {
    storage: { [USER_STORAGE_KEY]: JSON.stringify(user), auth: 'true', token: 'story', expires_in: '300' },
    fetch: async (request: Request) => {
      if (delay === Infinity) return new Promise<Response>(() => {});
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const answer = route(request, new URL(request.url)) ?? { status: 404, body: { message: 'Не найдено' } };
      const body = answer.body instanceof Blob ? answer.body : JSON.stringify(answer.body);
      return new Response(body, {
        status: answer.status,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    },
  };
}
