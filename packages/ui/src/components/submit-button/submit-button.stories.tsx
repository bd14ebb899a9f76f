import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmitButton } from './submit-button.tsx';

const meta = {
  title: 'ui/SubmitButton',
  component: SubmitButton,
  args: { children: 'Войти', loading: false },
  decorators: [
    (Story) => (
      <form style={{ maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
        {Story()}
      </form>
    ),
  ],
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true, children: 'Оплатить' } };
