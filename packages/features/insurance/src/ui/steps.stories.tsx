import type { Meta, StoryObj } from '@storybook/react-vite';
import { personValues } from '../lib/person';
import { OBJECTS, PERSON, PRODUCTS, PROFILE } from '../testing/fixtures';
import { ConfirmStep } from './confirm-step';
import { ObjectStep } from './object-step';
import PersonStep from './person-step';
import { ProgrammeStep } from './programme-step';

// The four steps on their own, in the states the page does not reach easily (saving, a server error).
const meta = {
  title: 'Features/Insurance/Steps',
  component: ObjectStep,
  args: { objects: OBJECTS, objectId: null, onNext: () => {} },
} satisfies Meta<typeof ObjectStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ObjectChoice: Story = {};
export const ObjectSaveFailed: Story = { args: { objectId: 11, error: 'Объект недвижимости не найден' } };
export const Programme: Story = {
  render: () => (
    <ProgrammeStep products={PRODUCTS} value={{ productId: 1, programmeId: 2 }} onBack={() => {}} onNext={() => {}} />
  ),
};
export const Person: Story = {
  render: () => <PersonStep initialValues={personValues(null, PROFILE)} onBack={() => {}} onNext={() => {}} />,
};
export const PersonSaving: Story = {
  render: () => <PersonStep initialValues={personValues(PERSON, PROFILE)} saving onBack={() => {}} onNext={() => {}} />,
};
export const Confirm: Story = {
  render: () => (
    <ConfirmStep
      objectAddress={OBJECTS[0]!.address}
      product={PRODUCTS[0]!}
      programme={PRODUCTS[0]!.programmes[1]!}
      person={PERSON}
      onBack={() => {}}
      onPay={() => {}}
    />
  ),
};
export const ConfirmPayFailed: Story = {
  render: () => (
    <ConfirmStep
      objectAddress={OBJECTS[0]!.address}
      product={PRODUCTS[0]!}
      programme={PRODUCTS[0]!.programmes[1]!}
      person={PERSON}
      error="Лицевой счёт закрыт — оплата по нему не принимается. Если остался долг, обратитесь к оператору"
      onBack={() => {}}
      onPay={() => {}}
    />
  ),
};
