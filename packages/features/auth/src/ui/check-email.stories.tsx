import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECK_EMAIL_TEXTS, CheckEmail } from './check-email';

const meta = {
  title: 'Features/Auth/CheckEmail',
  component: CheckEmail,
  args: { text: CHECK_EMAIL_TEXTS.registration('a***@mail.ru'), onAgain: () => {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterRegistration: Story = {};
export const AfterRecoveryRequest: Story = { args: { text: CHECK_EMAIL_TEXTS.recovery('p***@demo.ru') } };
