import { describe, expect, it } from 'vitest';
import { contragent, sessionUser } from '../testing/fixtures.ts';
import { loggedOut } from './auth-slice.ts';
import {
  contragentReceived,
  emptyUserState,
  popupSuppressed,
  selectShowModal,
  selectUser,
  selectUserId,
  selectWithoutPersonalAccount,
  showModalChanged,
  userCleared,
  userReceived,
  userSlice,
} from './user-slice.ts';

const reduce = userSlice.reducer;
const withUser = reduce(undefined, userReceived(sessionUser));

describe('user slice', () => {
  it('stores the session user', () => {
    const state = { user: withUser };
    expect(selectUser(state)).toEqual(sessionUser);
    expect(selectUserId(state)).toBe(501);
    expect(selectWithoutPersonalAccount(state)).toBe(false);
  });

  it('keeps the stored names while fullName is unchanged', () => {
    const edited = reduce(
      withUser,
      userReceived({ ...sessionUser, firstName: 'Мари', lastName: 'Иванов', middleName: null, verified: false }),
    );
    expect(edited.user).toMatchObject({
      lastName: 'Иванова',
      firstName: 'Мария',
      middleName: 'Петровна',
      verified: false,
    });
  });

  it('takes the new names when fullName changed', () => {
    const renamed = reduce(
      withUser,
      userReceived({ ...sessionUser, fullName: 'Смирнова Мария Петровна', lastName: 'Смирнова' }),
    );
    expect(renamed.user).toMatchObject({ fullName: 'Смирнова Мария Петровна', lastName: 'Смирнова' });
  });

  it('updates the contractor fields from a reloaded contragent and keeps the names', () => {
    const closed = reduce(withUser, contragentReceived({ ...contragent, id: 777, isClosed: true, popupWindows: [] }));
    expect(closed.user).toMatchObject({
      id: 777,
      contragentId: 777,
      isClosed: true,
      popupWindows: [],
      lastName: 'Иванова',
      userId: 11,
    });
  });

  it("keeps the resident's own full name when the selected account is someone else's", () => {
    const linked = reduce(withUser, contragentReceived({ ...contragent, id: 6, fullName: 'Морозова Елена Игоревна' }));
    expect(linked.user).toMatchObject({ id: 6, fullName: 'Иванова Мария Петровна', firstName: 'Мария' });
  });

  it('ignores a contragent when nobody is signed in', () => {
    expect(reduce(undefined, contragentReceived(contragent))).toEqual(emptyUserState);
  });

  it('drops a suppressed popup', () => {
    expect(reduce(withUser, popupSuppressed(1)).user?.popupWindows.map((popup) => popup.id)).toEqual([2]);
  });

  it('clears the user and the showModal flag', () => {
    const shown = reduce(withUser, showModalChanged(true));
    expect(selectShowModal({ user: shown })).toBe(true);
    expect(reduce(shown, userCleared())).toEqual(emptyUserState);
    expect(reduce(shown, loggedOut())).toEqual(emptyUserState);
  });
});
