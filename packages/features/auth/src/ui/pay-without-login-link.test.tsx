import { paths } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAY_WITHOUT_LOGIN_TEXT, PayWithoutLoginLink } from './pay-without-login-link';

describe('PayWithoutLoginLink', () => {
  it('leads from the login page to the public payment page', async () => {
    const router = createMemoryRouter(
      [
        { path: paths.login, Component: PayWithoutLoginLink },
        { path: paths.pay, Component: () => <p>Оплата</p> },
      ],
      { initialEntries: [paths.login] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: PAY_WITHOUT_LOGIN_TEXT });
    expect(link).toHaveAttribute('href', '/pay');
    await userEvent.click(link);
    expect(await screen.findByText('Оплата')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pay');
  });
});
