import type { Meta, StoryObj } from '@storybook/react-vite';
import { debtorLitigation, EMPTY_LITIGATION, paidLitigation, storyStore, USER } from '../testing/fixtures';
import { LitigationPage } from './litigation-page';

const router = { initialEntries: ['/resident/6/litigation'], path: '/resident/:userId/litigation' };

const meta = {
  title: 'Features/Litigation/LitigationPage',
  component: LitigationPage,
  parameters: { store: storyStore(debtorLitigation()), router },
} satisfies Meta<typeof LitigationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A debtor: the court case with its hearing ahead, the unpaid state duty to pay, and a claim. */
export const WithCasesAndStateDuty: Story = {};
/** The duty is paid: no warning, the case says «оплачена». */
export const StateDutyPaid: Story = {
  parameters: { store: storyStore(paidLitigation(), { ...USER, stateDutyDebt: false }) },
};
/** A closed account: the debt is shown without a pay button. */
export const ClosedAccount: Story = {
  parameters: { store: storyStore(debtorLitigation(), { ...USER, isClosed: true }) },
};
/** A resident without cases. */
export const Empty: Story = { parameters: { store: storyStore(EMPTY_LITIGATION, { ...USER, stateDutyDebt: false }) } };
export const Loading: Story = { parameters: { store: storyStore('loading') } };
export const LoadFailed: Story = { parameters: { store: storyStore('failing') } };
