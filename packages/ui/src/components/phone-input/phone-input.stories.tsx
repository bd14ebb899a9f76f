import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { rules } from '../../lib/validation/rules.ts';
import { PhoneInput } from './phone-input.tsx';

const meta = {
  title: 'ui/PhoneInput',
  component: PhoneInput,
  render: (args) => (
    <Form layout="vertical" style={{ maxWidth: 360 }} initialValues={{ phone: args.value }}>
      <Form.Item
        label="Телефон"
        name="phone"
        rules={[rules.required(), rules.phone()]}
        extra="Хранится как +79123456789"
      >
        <PhoneInput />
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) => <output>Значение формы: {String(getFieldValue('phone') ?? '')}</output>}
      </Form.Item>
    </Form>
  ),
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '+79123456789' } };
