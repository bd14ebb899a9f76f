import { describe, expect, it } from 'vitest';
import { contragent, sessionUser, userResponse } from '../testing/fixtures.ts';
import { buildSessionUser, personName } from './session-user.ts';

describe('buildSessionUser', () => {
  it('takes the contractor id and account data from the contragent', () => {
    expect(buildSessionUser(userResponse, contragent)).toEqual(sessionUser);
  });

  it('names the signed-in resident, not the holder of an account linked from someone else', () => {
    const holders = { ...contragent, fullName: 'Морозова Елена Игоревна' };
    expect(
      buildSessionUser({ ...userResponse, firstName: 'Тест', lastName: 'Тестов', middleName: null }, holders),
    ).toMatchObject({
      fullName: 'Тестов Тест',
      firstName: 'Тест',
    });
  });

  it('falls back to the user for a resident without a personal account', () => {
    expect(buildSessionUser({ ...userResponse, contragents: [] }, null)).toEqual({
      id: 11,
      userId: 11,
      lastName: 'Иванова',
      firstName: 'Мария',
      middleName: 'Петровна',
      fullName: 'Иванова Мария Петровна',
      operator: 'regional',
      verified: true,
      stateDutyDebt: false,
      isClosed: false,
      numberPersonalAccount: null,
      popupWindows: [],
      wasteDisposal: false,
      withoutPersonalAccount: true,
      contragentId: null,
    });
  });

  it('joins the name without a missing middle name', () => {
    expect(personName({ lastName: 'Петров', firstName: 'Олег', middleName: null })).toBe('Петров Олег');
  });
});
