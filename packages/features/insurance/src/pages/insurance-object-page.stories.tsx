import type { Meta, StoryObj } from '@storybook/react-vite';
import { draftAt, storyStore } from '../testing/fixtures';
import { InsuranceObjectPage } from './insurance-object-page';

const router = { initialEntries: ['/resident/1/insurance/object'], path: '/resident/:userId/insurance/object' };

const meta = {
  title: 'Features/Insurance/InsuranceObjectPage',
  component: InsuranceObjectPage,
  parameters: { store: storyStore(), router },
} satisfies Meta<typeof InsuranceObjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: which object to insure (no draft yet). */
export const StepObject: Story = {};
/** Step 1 for an account without objects: why there is nothing to choose. */
export const StepObjectNoObjects: Story = { parameters: { store: storyStore({ objects: [] }) } };
/** Step 2: products and their programmes with coverage and price. */
export const StepProgramme: Story = { parameters: { store: storyStore({ draft: draftAt('programme') }) } };
/** Step 3: the insured person prefilled from the profile. */
export const StepPerson: Story = { parameters: { store: storyStore({ draft: draftAt('person') }) } };
/** Step 4: the summary, the full price and the offer to accept before paying. */
export const StepConfirm: Story = { parameters: { store: storyStore({ draft: draftAt('confirm') }) } };
export const Loading: Story = { parameters: { store: storyStore({ loading: true }) } };
export const LoadFailed: Story = { parameters: { store: storyStore({ failing: true }) } };
