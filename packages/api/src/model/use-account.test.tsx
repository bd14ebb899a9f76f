import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../testing/harness.tsx';
import { sessionUser } from '../testing/fixtures.ts';
import type { SessionUser } from './session-user.ts';
import { useAccount } from './use-account.ts';

function renderAccount(user: SessionUser | null) {
  const { store } = createTestStore({ user });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useAccount(), { wrapper }).result.current;
}

describe('useAccount', () => {
  it('reads the active account: contragent id, the route user id, closed and wasteDisposal', () => {
    expect(renderAccount({ ...sessionUser, id: 77, contragentId: 501, isClosed: true, wasteDisposal: false })).toEqual({
      contragentId: 501,
      userId: 77,
      isClosed: true,
      wasteDisposal: false,
    });
  });

  it('has no account for a resident without a personal account', () => {
    expect(renderAccount({ ...sessionUser, contragentId: null })).toMatchObject({
      contragentId: null,
      isClosed: false,
    });
  });

  it('has nothing signed out', () => {
    expect(renderAccount(null)).toEqual({ contragentId: null, userId: null, isClosed: false, wasteDisposal: false });
  });
});
