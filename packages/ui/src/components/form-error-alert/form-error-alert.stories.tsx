import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormErrorAlert } from './form-error-alert.tsx';

const meta = {
  title: 'ui/FormErrorAlert',
  component: FormErrorAlert,
  args: { message: 'Не верный логин или пароль' },
} satisfies Meta<typeof FormErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {};

export const LongMessage: Story = {
  args: { message: 'Непредвиденная ошибка системы. Попробуйте повторить попытку через несколько минут.' },
};

/** Without a message nothing is rendered. */
export const Empty: Story = { args: { message: undefined } };
