import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountSummary } from './account-summary';

const meta = {
  title: 'Features/PublicPay/AccountSummary',
  component: AccountSummary,
  args: {
    account: { accountNumber: '7700000001', maskedAddress: 'г. Тверь, ул. Сов***, д. **, кв. **', amountDue: 1_234_56 },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Debt: Story = {};
export const Settled: Story = {
  args: {
    account: { accountNumber: '7700000002', maskedAddress: 'Тверская обл., г. Ржев, ул. Лен***, д. **', amountDue: 0 },
  },
};
