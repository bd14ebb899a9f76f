import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountSwitch } from './account-switch.tsx';

const meta = {
  title: 'Portal/Shell/AccountSwitch',
  component: AccountSwitch,
  args: {
    accounts: [
      {
        id: 1,
        numberPersonalAccount: '7700000001',
        address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
        isClosed: false,
        selected: true,
      },
      {
        id: 2,
        numberPersonalAccount: '7700000002',
        address: 'Тверская обл., г. Торжок, ул. Ленина, д. 3',
        isClosed: true,
        selected: false,
      },
    ],
    onSelect: () => {},
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAccounts: Story = {};
export const Switching: Story = { args: { switching: true } };
