import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_ACCOUNT_USER, someRentals, storyStore, USER } from '../testing/fixtures';
import { ContainerRentalPage } from './container-rental-page';

const router = { initialEntries: ['/resident/1/container-rental'], path: '/resident/:userId/container-rental' };

const meta = {
  title: 'Features/ContainerRental/ContainerRentalPage',
  component: ContainerRentalPage,
  parameters: { store: storyStore(someRentals()), router },
} satisfies Meta<typeof ContainerRentalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rentals in every phase (running, unpaid, an extension to pay, finished, returned, cancelled) and the order form. */
export const WithRentals: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone375' } } };
/** No rentals yet: the order form with the first container, today and a month, priced. */
export const NoRentals: Story = { parameters: { store: storyStore([]) } };
/** The reduced route set: containers and prices, and how to order once an account is linked. */
export const WithoutPersonalAccount: Story = {
  parameters: {
    store: storyStore([], NO_ACCOUNT_USER),
    router: { initialEntries: ['/resident/2/container-rental'], path: router.path },
  },
};
/** A closed account: its rentals without actions, and no new orders. */
export const ClosedAccount: Story = { parameters: { store: storyStore(someRentals(), { ...USER, isClosed: true }) } };
export const Loading: Story = { parameters: { store: storyStore('loading') } };
export const LoadFailed: Story = { parameters: { store: storyStore('failing') } };
