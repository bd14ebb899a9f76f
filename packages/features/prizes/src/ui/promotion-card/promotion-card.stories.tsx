import type { Meta, StoryObj } from '@storybook/react-vite';
import { closed, FINISHED, noOwnPrize, RUNNING, withDebt } from '../../testing/fixtures';
import { PromotionCard } from './promotion-card';

const meta = {
  title: 'Features/Prizes/PromotionCard',
  component: PromotionCard,
  args: { promotion: RUNNING, payHref: '/resident/6/billing', ownAccount: '77******06' },
  parameters: { router: { initialEntries: ['/resident/6/prizes'], path: '/resident/:userId/prizes' } },
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TakesPart: Story = {};
export const Debt: Story = { args: { promotion: withDebt(RUNNING) } };
export const Closed: Story = { args: { promotion: closed(RUNNING) } };
export const Upcoming: Story = {
  args: {
    promotion: {
      ...RUNNING,
      status: 'upcoming',
      participation: { takesPart: false, reason: 'not-started', debt: null },
    },
  },
};
export const FinishedWon: Story = { args: { promotion: FINISHED } };
export const FinishedNotWon: Story = { args: { promotion: noOwnPrize(FINISHED) } };
