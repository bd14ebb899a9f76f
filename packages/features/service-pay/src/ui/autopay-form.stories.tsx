import type { Meta, StoryObj } from '@storybook/react-vite';
import { initialAutopayValues } from '../lib/autopay-form';
import { AUTOPAY_STATES, CARDS } from '../testing/fixtures';
import { AutopayForm } from './autopay-form';

const meta = {
  title: 'Features/ServicePay/AutopayForm',
  component: AutopayForm,
  args: { initialValues: initialAutopayValues(null, CARDS, 152_075), cards: CARDS, onSave: () => undefined },
} satisfies Meta<typeof AutopayForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new autopay: on, the 10th, room above the debt, the newest card. */
export const New: Story = {};
/** The autopay as it is: when a receipt arrives (no day to choose). */
export const OnReceipt: Story = { args: { initialValues: initialAutopayValues(AUTOPAY_STATES.onReceipt.autopay, CARDS, 0) } };
export const Saving: Story = { args: { saving: true } };
export const Refused: Story = { args: { error: 'Карта не найдена. Сохраните карту при оплате и выберите её снова' } };
export const Phone: Story = { globals: { viewport: { value: 'phone375' } } };
