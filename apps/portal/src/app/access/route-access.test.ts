import type { SessionUser } from '@resident/api';
import { describe, expect, it } from 'vitest';
import { defaultEntry } from './route-access';

const user: SessionUser = {
  id: 5,
  userId: 1,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: null,
  fullName: 'Иванов Иван',
  operator: 'r',
  verified: true,
  stateDutyDebt: false,
  isClosed: false,
  numberPersonalAccount: '1',
  popupWindows: [],
  wasteDisposal: true,
  withoutPersonalAccount: false,
  contragentId: 5,
};

describe('defaultEntry', () => {
  it('is the dashboard, or the profile without a personal account', () => {
    expect(defaultEntry(user)).toBe('/resident/5/dashboard');
    expect(defaultEntry({ ...user, withoutPersonalAccount: true })).toBe('/resident/5/profile');
  });
});
