import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatHeader } from './chat-header';

const meta = {
  title: 'chats/ChatHeader',
  component: ChatHeader,
  args: { title: 'Не вывезли контейнер', number: 'Обращение №О-000042', status: 'Ожидает ответа' },
} satisfies Meta<typeof ChatHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { number: undefined, status: undefined } };
export const LongSubject: Story = { args: { title: 'Оченьдлиннаятемаобращениябезпробелов'.repeat(8) } };
