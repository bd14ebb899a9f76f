import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UploadFile } from 'antd';
import { AttachmentsUpload } from './attachments-upload.tsx';

const meta = {
  title: 'ui/AttachmentsUpload',
  component: AttachmentsUpload,
} satisfies Meta<typeof AttachmentsUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

const file = (uid: string, name: string): UploadFile => ({ uid, name, status: 'done' });

export const WithFiles: Story = {
  args: { value: [file('1', 'квитанция.pdf'), file('2', 'фото-контейнерной-площадки.jpg')] },
};

export const LongNames: Story = {
  args: {
    value: Array.from({ length: 10 }, (_, index) =>
      file(String(index), `очень-длинное-имя-файла-со-сканом-документа-номер-${index + 1}-для-перерасчёта.pdf`),
    ),
  },
};

export const Disabled: Story = { args: { disabled: true } };
