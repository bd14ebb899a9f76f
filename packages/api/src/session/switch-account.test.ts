import { describe, expect, it } from 'vitest';
import { createStore } from '../store/create-store.ts';
import { contragent, sessionUser } from '../testing/fixtures.ts';
import { json, pathOf, signedInStorage, testExtra } from '../testing/test-extra.ts';
import { pathForAccount, switchAccount } from './switch-account.ts';

const other = { ...contragent, id: 502, numberPersonalAccount: '7700999999' };

describe('switchAccount', () => {
  it.each([
    ['/resident/501/billing', '/resident/502/billing'],
    ['/resident/501/billing?tab=payments', '/resident/502/billing?tab=payments'],
    ['/resident/501/chats/3', '/resident/502/chats/3'],
  ])('keeps the screen: %s → %s', (from, to) => {
    expect(pathForAccount(from, 502)).toBe(to);
  });

  it('selects the account on the server, moves the session user and stays on the same screen', async () => {
    const { extra, requests, navigate } = testExtra(
      () => json(200, other),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser),
    );
    const store = createStore(extra);
    await store.dispatch(switchAccount({ accountId: 502, currentPath: '/resident/501/billing?tab=receipts' }));
    expect(pathOf(requests[0] as Request)).toBe('/api/v3/client/user/select_contragent/502');
    expect(store.getState().user.user).toMatchObject({ id: 502, numberPersonalAccount: '7700999999' });
    expect(navigate).toHaveBeenCalledWith('/resident/502/billing?tab=receipts');
  });

  it('takes a resident who had no account to the new account’s dashboard', async () => {
    const withoutAccount = {
      ...sessionUser,
      id: 11,
      contragentId: null,
      withoutPersonalAccount: true,
      numberPersonalAccount: null,
    };
    const { extra, navigate } = testExtra(
      () => json(200, other),
      signedInStorage({ token: 'a1', refresh_token: 'r1' }, withoutAccount),
    );
    await createStore(extra).dispatch(
      switchAccount({ accountId: 502, currentPath: '/resident/11/profile?tab=accounts' }),
    );
    expect(navigate).toHaveBeenCalledWith('/resident/502/dashboard');
  });

  it('answers the server’s refusal and navigates nowhere', async () => {
    const { extra, navigate } = testExtra(
      () =>
        json(404, {
          details: [{ code: 'NOT_FOUND', message: 'Лицевой счёт не найден' }],
          message: 'Лицевой счёт не найден',
        }),
      signedInStorage({ token: 'a1' }, sessionUser),
    );
    const result = await createStore(extra).dispatch(
      switchAccount({ accountId: 999, currentPath: '/resident/501/dashboard' }),
    );
    expect(result.payload).toBe('Лицевой счёт не найден');
    expect(navigate).not.toHaveBeenCalled();
  });
});
