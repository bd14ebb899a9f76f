import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainAlert } from './plain-alert.tsx';

const meta = {
  title: 'ui/PlainAlert',
  component: PlainAlert,
  args: { type: 'error', children: 'Не верный логин или пароль' },
} satisfies Meta<typeof PlainAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorType: Story = {};

export const WarningType: Story = {
  args: {
    type: 'warning',
    children: 'По лицевому счёту есть задолженность по государственной пошлине. Подробности — в разделе «Судебно-претензионная работа».',
  },
};
