import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { rules } from '../../lib/validation/rules.ts';
import { SnilsInput } from './snils-input.tsx';

function SnilsForm({ onFinish, initial }: { onFinish: (values: unknown) => void; initial?: string }) {
  return (
    <Form onFinish={onFinish} initialValues={{ snils: initial }}>
      <Form.Item label="СНИЛС" name="snils" rules={[rules.required(), rules.snils()]}>
        <SnilsInput />
      </Form.Item>
      <Button htmlType="submit">Сохранить</Button>
    </Form>
  );
}

describe('SnilsInput', () => {
  it('formats what is typed as 000-000-000 00 and stores the digits', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<SnilsForm onFinish={onFinish} />);
    const input = screen.getByLabelText('СНИЛС');
    await user.type(input, '11223344595');
    expect(input).toHaveValue('112-233-445 95');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ snils: '11223344595' }));
  });

  it('ignores letters and extra digits', async () => {
    const user = userEvent.setup();
    render(<SnilsForm onFinish={vi.fn()} />);
    const input = screen.getByLabelText('СНИЛС');
    await user.type(input, '112а233б44595999');
    expect(input).toHaveValue('112-233-445 95');
  });

  it('shows a stored value, formatted or not, masked', () => {
    render(<SnilsForm onFinish={vi.fn()} initial="112-233-445 95" />);
    expect(screen.getByLabelText('СНИЛС')).toHaveValue('112-233-445 95');
  });

  it('a wrong check number shows the spec message and blocks submit', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<SnilsForm onFinish={onFinish} />);
    await user.type(screen.getByLabelText('СНИЛС'), '11223344596');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ошибка при заполнении СНИЛС')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });
});
