import type { Meta, StoryObj } from '@storybook/react-vite';
import { draftAt, storyStore } from '../testing/fixtures';
import { InsurancePage } from './insurance-page';

const router = { initialEntries: ['/resident/1/insurance'], path: '/resident/:userId/insurance' };

const meta = {
  title: 'Features/Insurance/InsurancePage',
  component: InsurancePage,
  parameters: { store: storyStore(), router },
} satisfies Meta<typeof InsurancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active policy (PDF to download), an expired one and the marketplace's products. */
export const WithPolicies: Story = {};
/** No policy yet: the products and «Оформить полис». */
export const NoPolicies: Story = { parameters: { store: storyStore({ policies: [] }) } };
/** A purchase left half-way: «Продолжить оформление». */
export const DraftInProgress: Story = { parameters: { store: storyStore({ draft: draftAt('person'), policies: [] }) } };
export const Loading: Story = { parameters: { store: storyStore({ loading: true }) } };
export const LoadFailed: Story = { parameters: { store: storyStore({ failing: true }) } };
