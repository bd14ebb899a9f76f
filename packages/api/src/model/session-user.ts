import type { Contragent, PopupWindow, UserResponse } from '@resident/contract';

/** Spec §3 "User (session, kept in browser storage)". */
export type SessionUser = {
  /** The contractor id when there is one (routes use it as userId), else the user id. */
  id: number;
  userId: number;
  lastName: string;
  firstName: string;
  middleName: string | null;
  fullName: string;
  operator: string;
  verified: boolean;
  stateDutyDebt: boolean;
  isClosed: boolean;
  numberPersonalAccount: string | null;
  popupWindows: PopupWindow[];
  wasteDisposal: boolean;
  withoutPersonalAccount: boolean;
  contragentId: number | null;
};

/** 'Last First Middle' without gaps for a missing middle name. */
export function personName(user: Pick<UserResponse, 'lastName' | 'firstName' | 'middleName'>): string {
  return [user.lastName, user.firstName, user.middleName].filter((part) => part && part.trim() !== '').join(' ');
}

/**
 * The contragent-derived part of the session user. Not the name: an account may be held by someone
 * else (a relative's account linked by its receipt), and the header names the signed-in resident,
 * as the dashboard's greeting does; the holder's name stays on the account itself.
 */
export function contragentFields(contragent: Contragent) {
  return {
    id: contragent.id,
    contragentId: contragent.id,
    stateDutyDebt: contragent.stateDutyDebt,
    isClosed: contragent.isClosed,
    numberPersonalAccount: contragent.numberPersonalAccount,
    popupWindows: contragent.popupWindows,
    wasteDisposal: contragent.wasteDisposal,
    withoutPersonalAccount: false,
  } satisfies Partial<SessionUser>;
}

/** The session user from the user call and the loaded contractor (null: no personal account). */
export function buildSessionUser(user: UserResponse, contragent: Contragent | null): SessionUser {
  const base: SessionUser = {
    id: user.id,
    userId: user.id,
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    fullName: personName(user),
    operator: user.operator,
    verified: user.verified,
    stateDutyDebt: false,
    isClosed: false,
    numberPersonalAccount: null,
    popupWindows: [],
    wasteDisposal: false,
    withoutPersonalAccount: true,
    contragentId: null,
  };
  return contragent ? { ...base, ...contragentFields(contragent) } : base;
}
