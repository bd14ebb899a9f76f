import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandLogo } from './brand-logo.tsx';

const meta = {
  title: 'ui/BrandLogo',
  component: BrandLogo,
  args: { src: '/brand/logo.svg', alt: 'Регоператор — логотип', variant: 'full' },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Small: Story = { args: { src: '/brand/logo-small.svg', variant: 'small' } };

/** A logo of other proportions is fitted into the reserved box instead of moving the layout. */
export const OtherProportions: Story = {
  args: { src: '/brand/logo-small.svg', variant: 'full' },
  decorators: [(Story) => <div style={{ outline: '1px dashed #999', display: 'inline-block' }}>{Story()}</div>],
};
