import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRODUCTS } from '../testing/fixtures';
import { ProductCard } from './product-card';

const meta = {
  title: 'Features/Insurance/ProductCard',
  component: ProductCard,
  args: { product: PRODUCTS[0]! },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Property: Story = {};
export const Liability: Story = { args: { product: PRODUCTS[1]! } };
