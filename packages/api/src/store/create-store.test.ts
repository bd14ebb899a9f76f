import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { installmentRegisterChanged, tokensReceived } from '../model/auth-slice.ts';
import { popupSuppressed, userReceived } from '../model/user-slice.ts';
import { contragent, sessionUser } from '../testing/fixtures.ts';
import { json, signedInStorage, testExtra } from '../testing/test-extra.ts';
import { createMemoryStorage } from '../lib/memory-storage.ts';
import { createStore } from './create-store.ts';
import { rootReducer } from './root-reducer.ts';

describe('createStore', () => {
  it('hydrates the auth and user slices from storage', () => {
    const storage = signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser);
    storage.setItem('marketplace_token', 'm1');
    storage.setItem('showModal', 'true');
    const state = createStore(testExtra(() => json(200, {}), storage).extra).getState();
    expect(state.auth).toEqual({
      token: 'a1',
      refresh_token: 'r1',
      expires_in: 300,
      marketplace_token: 'm1',
      auth: true,
      installmentRegister: false,
    });
    expect(state.user).toEqual({ user: sessionUser, showModal: true });
  });

  it('starts signed out with empty storage', () => {
    const state = createStore(testExtra(() => json(200, {}), createMemoryStorage()).extra).getState();
    expect(state.auth.auth).toBe(false);
    expect(state.user.user).toBeNull();
  });

  it('writes every auth and user change to storage', () => {
    const { extra, storage } = testExtra(() => json(200, {}), createMemoryStorage());
    const store = createStore(extra);
    store.dispatch(tokensReceived({ access_token: 'a1', refresh_token: 'r1', expires_in: 300, token_type: 'bearer' }));
    expect([
      storage.getItem('token'),
      storage.getItem('refresh_token'),
      storage.getItem('expires_in'),
      storage.getItem('auth'),
    ]).toEqual(['a1', 'r1', '300', 'true']);
    store.dispatch(userReceived(sessionUser));
    store.dispatch(popupSuppressed(contragent.popupWindows[0]?.id ?? 0));
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual({
      ...sessionUser,
      popupWindows: [contragent.popupWindows[1]],
    });
  });

  it('uses window.localStorage by default', () => {
    window.localStorage.clear();
    const { extra } = testExtra(() => json(200, {}));
    const store = createStore({ config: extra.config, effects: extra.effects });
    store.dispatch(tokensReceived({ access_token: 'a9', refresh_token: 'r9', expires_in: 60, token_type: 'bearer' }));
    expect(window.localStorage.getItem('token')).toBe('a9');
    expect(createStore({ config: extra.config, effects: extra.effects }).getState().auth.token).toBe('a9');
    window.localStorage.clear();
  });

  it('injects extra reducers given as options', () => {
    const ui = createSlice({
      name: 'shellUi',
      initialState: { collapsed: false },
      reducers: { toggled: (state) => ({ collapsed: !state.collapsed }) },
    });
    const store = createStore(testExtra(() => json(200, {}), createMemoryStorage()).extra, {
      reducers: { shellUi: ui.reducer },
    });
    store.dispatch(ui.actions.toggled());
    expect((store.getState() as unknown as { shellUi: { collapsed: boolean } }).shellUi).toEqual({ collapsed: true });
  });

  it('lets a feature inject a slice into the root reducer later', () => {
    const store = createStore(testExtra(() => json(200, {}), createMemoryStorage()).extra);
    const billing = createSlice({
      name: 'billingFilter',
      initialState: { month: '2025-01' },
      reducers: { set: (_state, action: { payload: string }) => ({ month: action.payload }) },
    });
    billing.injectInto(rootReducer);
    store.dispatch(billing.actions.set('2025-02'));
    expect((store.getState() as unknown as Record<string, unknown>).billingFilter).toEqual({ month: '2025-02' });
  });

  it('keeps the installment flag across a reload, so its route is decided before the contragent reloads', () => {
    const { extra, storage } = testExtra(() => json(200, {}), createMemoryStorage());
    createStore(extra).dispatch(installmentRegisterChanged(true));
    expect(storage.getItem('installmentRegister')).toBe('true');
    expect(createStore(extra).getState().auth.installmentRegister).toBe(true);
  });
});
