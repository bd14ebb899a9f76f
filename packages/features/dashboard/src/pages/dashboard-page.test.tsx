import type { SessionUser } from '@resident/api';
import { renderWithStore } from '@resident/api/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './dashboard-page';

const user: SessionUser = {
  id: 1, userId: 1, lastName: 'Иванов', firstName: 'Иван', middleName: 'Иванович', fullName: 'Иванов Иван Иванович',
  operator: 'regional', verified: true, stateDutyDebt: false, isClosed: false, numberPersonalAccount: '7700000001',
  popupWindows: [], wasteDisposal: false, withoutPersonalAccount: false, contragentId: 1,
};

const renderWith = (sessionUser: SessionUser) => renderWithStore(<DashboardPage />, { user: sessionUser });

describe('DashboardPage', () => {
  it('greets the resident and shows the active personal account', () => {
    renderWith(user);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Здравствуйте, Иван!');
    expect(screen.getByText('7700000001')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a closed account and warns about a state-duty debt', () => {
    renderWith({ ...user, isClosed: true, stateDutyDebt: true });
    expect(screen.getByText('7700000001 (закрыт)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('задолженность по государственной пошлине');
  });

  it('says the account is not determined for a user without one', () => {
    renderWith({ ...user, numberPersonalAccount: null, withoutPersonalAccount: true });
    expect(screen.getByText('Не определен')).toBeInTheDocument();
  });
});
