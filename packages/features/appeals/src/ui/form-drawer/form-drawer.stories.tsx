import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormDrawer } from './form-drawer.tsx';

const meta = {
  title: 'appeals/FormDrawer',
  component: FormDrawer,
  args: { title: 'Новое обращение', open: true, onClose: () => undefined },
} satisfies Meta<typeof FormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const LongContent: Story = {
  args: { children: Array.from({ length: 60 }, (_, index) => <p key={index}>Строка формы {index + 1}</p>) },
};
