import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainButton } from './plain-button.tsx';

const meta = {
  title: 'ui/PlainButton',
  component: PlainButton,
  args: { children: 'Принять и продолжить' },
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };

export const Default: Story = { args: { children: 'Отклонить' } };

export const Link: Story = { args: { variant: 'link', size: 'small', children: 'Повторить проверку' } };

/** The submit button of the login form while the request runs. */
export const LargeBlockLoading: Story = {
  args: { variant: 'primary', size: 'large', block: true, loading: true, children: 'Войти' },
};

/** A link drawn as a button: a full page load. */
export const AsLink: Story = { args: { variant: 'primary', size: 'large', href: '/resident', children: 'На главную' } };

export const Disabled: Story = { args: { variant: 'primary', disabled: true } };
