import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeMessages } from '../../testing/messages';
import { ChatThread } from './chat-thread';

const [first, second] = makeMessages(2);

const meta = {
  title: 'chats/ChatThread',
  component: ChatThread,
  args: { messages: makeMessages(6), onDownload: () => undefined, onLoadOlder: () => undefined },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { messages: [] } };
export const Loading: Story = { args: { messages: [], loading: true } };
export const LoadError: Story = {
  args: { messages: [], error: 'Непредвиденная ошибка системы', onRetry: () => undefined },
};

export const LongContent: Story = {
  args: {
    messages: [
      { ...first!, text: 'Длинное сообщение без пробелов_'.repeat(30) },
      {
        ...second!,
        text: 'Ответ оператора\nс переносами строк\n\n<img src=x onerror=alert(1)> показан как текст',
        documents: [
          {
            id: 1,
            name: 'очень-длинное-имя-файла-квитанции-за-апрель-2026-года.pdf',
            contentType: 'application/pdf',
            size: 1024,
            type: null,
          },
          { id: 2, name: 'фото.jpg', contentType: 'image/jpeg', size: 2048, type: null },
        ],
      },
    ],
  },
};

/** 10 000 messages: only the latest 50 are rendered, 'Показать более ранние' adds 50 more. */
export const ManyMessages: Story = { args: { messages: makeMessages(10_000), hasOlder: true } };
