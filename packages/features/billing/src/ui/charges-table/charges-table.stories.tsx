import type { Meta, StoryObj } from '@storybook/react-vite';
import { april } from '../../testing/fixtures';
import { ChargesTable } from './charges-table.tsx';

const meta = { title: 'billing/ChargesTable', component: ChargesTable, args: { charges: april } } satisfies Meta<
  typeof ChargesTable
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {};
/** Below 576 px: one card per service and a totals card. */
export const Phone: Story = { globals: { viewport: { value: 'phone375' } } };
export const Recalculation: Story = {
  args: {
    charges: {
      ...april,
      lines: april.lines.map((line) => ({ ...line, recalculation: -5_000 })),
      totals: { ...april.totals, recalculation: -10_000 },
    },
  },
};
