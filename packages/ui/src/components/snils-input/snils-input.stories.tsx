import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { rules } from '../../lib/validation/rules.ts';
import { SnilsInput } from './snils-input.tsx';

const meta = {
  title: 'ui/SnilsInput',
  component: SnilsInput,
  render: (args) => (
    <Form layout="vertical" style={{ maxWidth: 360 }} initialValues={{ snils: args.value }}>
      <Form.Item label="СНИЛС" name="snils" rules={[rules.snils()]} validateTrigger={['onChange', 'onBlur']}>
        <SnilsInput />
      </Form.Item>
    </Form>
  ),
} satisfies Meta<typeof SnilsInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Valid: Story = { args: { value: '11223344595' } };

/** The check number does not match: the spec §5 message shows. */
export const WrongCheckNumber: Story = { args: { value: '11223344596' } };
