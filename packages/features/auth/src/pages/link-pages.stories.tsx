import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailConfirmPage } from './email-confirm-page';
import { PasswordRecoveryPage } from './password-recovery-page';
import { PasswordResetPage } from './password-reset-page';
import { RegistrationConfirmPage } from './registration-confirm-page';

const refused = (status: number, code: string, message: string) => () =>
  new Response(JSON.stringify({ details: [{ code, message }], message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const TOKEN = `?token=${'t'.repeat(43)}`;

/** The pages the emailed links open, in the states a resident meets; the API is a stand-in. */
const meta = {
  title: 'Features/Auth/Link pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmationLinkUsed: Story = {
  render: () => <RegistrationConfirmPage />,
  parameters: {
    store: { fetch: refused(409, 'LINK_USED', 'Эта ссылка уже использована. Войдите с email и паролем') },
    router: { initialEntries: [`/registration/confirm${TOKEN}`], path: '/registration/confirm' },
  },
};

export const ConfirmationLinkExpired: Story = {
  render: () => <RegistrationConfirmPage />,
  parameters: {
    store: { fetch: refused(410, 'LINK_EXPIRED', 'Срок действия ссылки истёк. Запросите новое письмо') },
    router: { initialEntries: [`/registration/confirm${TOKEN}`], path: '/registration/confirm' },
  },
};

export const ConfirmationLinkWithoutToken: Story = {
  render: () => <RegistrationConfirmPage />,
  parameters: { store: true, router: { initialEntries: ['/registration/confirm'], path: '/registration/confirm' } },
};

export const NewPassword: Story = {
  render: () => <PasswordResetPage />,
  parameters: {
    store: true,
    router: { initialEntries: [`/password-recovery/reset${TOKEN}`], path: '/password-recovery/reset' },
  },
};

export const RecoveryRequest: Story = {
  render: () => <PasswordRecoveryPage />,
  parameters: { store: true, router: { initialEntries: ['/password-recovery'], path: '/password-recovery' } },
};

export const NewEmailConfirmed: Story = {
  render: () => <EmailConfirmPage />,
  parameters: {
    store: {
      fetch: () =>
        new Response(JSON.stringify({ email: 'new@mail.ru' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    },
    router: { initialEntries: [`/email/confirm${TOKEN}`], path: '/email/confirm' },
  },
};
