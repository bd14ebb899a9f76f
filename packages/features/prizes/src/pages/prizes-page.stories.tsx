import type { Meta, StoryObj } from '@storybook/react-vite';
import { closed, FINISHED, noOwnPrize, RUNNING, storyStore, USER, withDebt } from '../testing/fixtures';
import { PrizesPage } from './prizes-page';

const router = { initialEntries: ['/resident/6/prizes'], path: '/resident/:userId/prizes' };

const meta = {
  title: 'Features/Prizes/PrizesPage',
  component: PrizesPage,
  parameters: { store: storyStore([RUNNING, FINISHED]), router },
} satisfies Meta<typeof PrizesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No debt: takes part in the running promotion; won a prize in the finished draw. */
export const TakesPartAndWon: Story = {};
/** A debt keeps the account out: how much, and a link to pay it. */
export const Debt: Story = { parameters: { store: storyStore([withDebt(RUNNING), noOwnPrize(FINISHED)]) } };
/** A closed account never takes part. */
export const ClosedAccount: Story = {
  parameters: { store: storyStore([closed(RUNNING), noOwnPrize(FINISHED)], { ...USER, isClosed: true }) },
};
/** A finished promotion whose draw is not held yet. */
export const AwaitingDraw: Story = { parameters: { store: storyStore([{ ...FINISHED, draw: null }]) } };
export const NoPromotions: Story = { parameters: { store: storyStore([]) } };
export const WithoutPersonalAccount: Story = { parameters: { store: storyStore([], { ...USER, contragentId: null }) } };
export const Loading: Story = { parameters: { store: storyStore('loading') } };
export const LoadFailed: Story = { parameters: { store: storyStore('failing') } };
