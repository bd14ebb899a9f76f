import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainButton } from '../plain-button/plain-button.tsx';
import { StatusAlert } from './status-alert.tsx';

const meta = {
  title: 'ui/StatusAlert',
  component: StatusAlert,
  args: { type: 'error', children: 'Не верный логин или пароль' },
} satisfies Meta<typeof StatusAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorType: Story = {};

export const WarningType: Story = {
  args: {
    type: 'warning',
    children:
      'По лицевому счёту есть задолженность по государственной пошлине. Подробности — в разделе «Судебно-претензионная работа».',
  },
};

export const InfoType: Story = {
  args: { type: 'info', children: 'Заявка принята и будет рассмотрена в течение 10 рабочих дней.' },
};

export const SuccessType: Story = { args: { type: 'success', children: 'Показания переданы' } };

export const WithAction: Story = {
  args: {
    children: 'Не удалось загрузить обращения',
    action: (
      <PlainButton size="small" onClick={() => {}}>
        Повторить
      </PlainButton>
    ),
  },
};
