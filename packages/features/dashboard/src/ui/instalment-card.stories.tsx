import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { InstalmentCard } from './instalment-card';

const meta = {
  title: 'Features/Dashboard/InstalmentCard',
  component: InstalmentCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: {
    instalment: {
      agreementNumber: 'РС-000001',
      number: 3,
      dueDate: '2026-12-15',
      amount: 1_120_00,
      overdue: false,
      overdueCount: 0,
    },
    registryHref: '/resident/501/installments',
  },
} satisfies Meta<typeof InstalmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Due: Story = {};
export const Overdue: Story = {
  args: {
    instalment: {
      agreementNumber: 'РС-000001',
      number: 2,
      dueDate: '2026-11-15',
      amount: 1_020_00,
      overdue: true,
      overdueCount: 2,
    },
  },
};
