import type { Meta, StoryObj } from '@storybook/react-vite';
import { initialAutopayValues } from '../lib/autopay-form';
import { AUTOPAY_STATES, CARDS, firstChargeFixture } from '../testing/fixtures';
import { AutopayForm } from './autopay-form';
import { ChargeConfirmation } from './charge-confirmation';
import { FirstChargeNote } from './first-charge-note';

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
export const OnReceipt: Story = {
  args: { initialValues: initialAutopayValues(AUTOPAY_STATES.onReceipt.autopay, CARDS, 0) },
};
export const Saving: Story = { args: { saving: true } };
export const Refused: Story = { args: { error: 'Карта не найдена. Сохраните карту при оплате и выберите её снова' } };
export const Phone: Story = { globals: { viewport: { value: 'phone375' } } };

const noteOf = (maxAmount: number, day: number | null) => (
  <FirstChargeNote enabled firstCharge={firstChargeFixture(maxAmount, day)} loading={false} failed={false} />
);
/** Before saving: the first charge by the operator's rule (set up on the 28th, day 10: the next 10th). */
export const FirstCharge: Story = { args: { firstCharge: noteOf(270_000, 10) } };
/** A maximum under the debt: the first charge will not go through, and the note says so. */
export const FirstChargeOverMaximum: Story = { args: { firstCharge: noteOf(100_000, 10) } };
/** A charge today (on receipt): «Сохранить» asked, the dialog with its date, amount and card. */
export const ConfirmingACloseCharge: Story = {
  args: {
    firstCharge: noteOf(270_000, null),
    confirmation: (
      <ChargeConfirmation
        charge={{ ...firstChargeFixture(270_000, null), on: '2026-11-28' }}
        cardMask="•••• 0341"
        changed={false}
        busy={false}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />
    ),
  },
};
