import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageComposer } from './message-composer';

const files = [new File(['scan'], 'скан-квитанции.pdf'), new File(['photo'], 'фото-контейнера.jpg')];

const meta = {
  title: 'chats/MessageComposer',
  component: MessageComposer,
  args: {
    text: '',
    files: [],
    onTextChange: () => undefined,
    onFilesChange: () => undefined,
    onSend: () => undefined,
    onErrorChange: () => undefined,
  },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const WithText: Story = { args: { text: 'Здравствуйте! Контейнер не вывезли 3 дня.' } };
export const WithFiles: Story = { args: { text: 'Прикладываю фото', files } };
export const Sending: Story = { args: { text: 'Прикладываю фото', files, status: 'sending' } };
export const Failed: Story = {
  args: { text: 'Прикладываю фото', files, status: 'failed', error: 'При загрузке произошла ошибка' },
};
export const LongText: Story = { args: { text: 'Очень длинный текст. '.repeat(500) } };
export const Disabled: Story = { args: { disabled: true } };
