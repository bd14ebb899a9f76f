import { afterEach, describe, expect, it } from 'vitest';
import { forgetPayAccount, PAY_SESSION_KEY, readPayAccount, savePayAccount } from './pay-session';

const account = {
  accountToken: 'tok',
  accountNumber: '7700000001',
  maskedAddress: 'г. Тверь, ул. Сов***',
  amountDue: 123_45,
};

afterEach(() => sessionStorage.clear());

describe('pay session', () => {
  it('keeps the looked-up account for the tab, across the trip to the acquirer', () => {
    savePayAccount(account);
    expect(readPayAccount()).toEqual(account);
    expect(localStorage.getItem(PAY_SESSION_KEY)).toBeNull();
    forgetPayAccount();
    expect(readPayAccount()).toBeUndefined();
  });

  it('ignores a damaged or foreign entry', () => {
    sessionStorage.setItem(PAY_SESSION_KEY, '{not json');
    expect(readPayAccount()).toBeUndefined();
    sessionStorage.setItem(PAY_SESSION_KEY, JSON.stringify({ accountNumber: '7700000001' }));
    expect(readPayAccount()).toBeUndefined();
  });
});
