import { USER_STORAGE_KEY } from '@resident/api';
import type { RealEstateObject } from '@resident/contract';
import { OBJECTS } from './fixtures';

const USER = {
  id: 501,
  userId: 11,
  lastName: 'Иванова',
  firstName: 'Мария',
  middleName: 'Петровна',
  fullName: 'Иванова Мария Петровна',
  operator: 'Регоператор',
  verified: true,
  stateDutyDebt: false,
  isClosed: false,
  numberPersonalAccount: '7700000001',
  popupWindows: [],
  wasteDisposal: false,
  withoutPersonalAccount: false,
  contragentId: 501,
};

type Answers = { objects?: RealEstateObject[]; failing?: boolean; mapsApiKey?: string };

/** Storybook's `parameters.store` for a signed-in resident whose operator API answers the objects call. */
export function objectsStore({ objects = OBJECTS, failing = false, mapsApiKey }: Answers = {}) {
  return {
    storage: { [USER_STORAGE_KEY]: JSON.stringify(USER), auth: 'true', token: 'story', expires_in: '300' },
    config: mapsApiKey ? { mapsApiKey } : {},
    fetch: (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (failing) return json(500, { message: 'Internal_error_title' });
      if (path.endsWith('/client/501/objects')) return json(200, objects);
      if (request.method === 'POST' && path.endsWith('/client/501/changeObjects'))
        return json(200, { id: 8, requestNumber: 'П-000131' });
      return json(404, { message: 'Не найдено' });
    },
  };
}
