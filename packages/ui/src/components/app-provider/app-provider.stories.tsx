import type { Meta, StoryObj } from '@storybook/react-vite';
import { App, Button, DatePicker, Form, Input, Pagination, Space } from 'antd';
import { rules } from '../../lib/validation/rules.ts';
import { AppProvider } from './app-provider.tsx';

function Showcase() {
  const { message } = App.useApp();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 480 }}>
      <Form layout="vertical" onFinish={() => void message.success('Данные сохранены')}>
        <Form.Item label="Фамилия" name="lastName" rules={[rules.required(), rules.cyrillic()]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[{ required: true }, rules.email()]}>
          <Input inputMode="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Дата рождения" name="birthDate">
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Сохранить
        </Button>
      </Form>
      <Pagination total={250} showSizeChanger showQuickJumper />
    </Space>
  );
}

// The preview already wraps every story in AppProvider and FeedbackScope with the default brand;
// this story shows what they bring: Russian locale, spec §5 form messages, spec §9 pagination
// labels, App hooks.
const meta = {
  title: 'ui/AppProvider',
  component: AppProvider,
  render: () => <Showcase />,
} satisfies Meta<typeof AppProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RussianLocaleAndMessages: Story = {};

export const GreenTheme: Story = {
  render: () => (
    <AppProvider theme={{ token: { colorPrimary: '#2e7d32', colorLink: '#2e7d32', borderRadius: 4 } }}>
      <Showcase />
    </AppProvider>
  ),
};
