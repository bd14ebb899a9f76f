import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOOKUP_TEXTS } from '../lib/lookup-error';
import { AccountForm } from './account-form';

const meta = {
  title: 'Features/PublicPay/AccountForm',
  component: AccountForm,
  args: { onSubmit: () => {}, onRetryProof: () => {}, submitting: false, proof: { status: 'ready' } },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const SolvingProof: Story = { args: { proof: { status: 'solving' } } };
export const Submitting: Story = { args: { submitting: true, initialValue: '7700000001' } };
export const NotFound: Story = { args: { error: LOOKUP_TEXTS.notFound, initialValue: '7700000099' } };
export const ClosedAccount: Story = { args: { error: LOOKUP_TEXTS.closed, initialValue: '7700000005' } };
export const ProofFailed: Story = {
  args: {
    proof: { status: 'error', message: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз' },
  },
};
