import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rules } from '../../lib/validation/rules.ts';
import { PhoneInput } from './phone-input.tsx';

function Controlled({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="phone">Телефон</label>
      <PhoneInput
        id="phone"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="Значение">{value}</output>
    </>
  );
}

describe('PhoneInput', () => {
  it('formats what is typed and reports E.164', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Телефон');
    await user.type(input, '9123456789');
    expect(input).toHaveValue('+7 (912) 345-67-89');
    expect(screen.getByLabelText('Значение')).toHaveTextContent('+79123456789');
  });

  it('takes a leading 8 typed key by key for the +7 it stands for', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Телефон');
    await user.type(input, '89123456789');
    expect(input).toHaveValue('+7 (912) 345-67-89');
    expect(screen.getByLabelText('Значение')).toHaveTextContent('+79123456789');
  });

  it('reports a partial number while typing and an empty string when cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByLabelText('Телефон');
    await user.type(input, '912');
    expect(input).toHaveValue('+7 (912');
    expect(onChange).toHaveBeenLastCalledWith('+7912');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('ignores letters', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Телефон');
    await user.type(input, '9а1b2');
    expect(input).toHaveValue('+7 (912');
  });

  it('shows a stored value masked without reporting a change', () => {
    const onChange = vi.fn();
    render(<Controlled initial="+79123456789" onChange={onChange} />);
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (912) 345-67-89');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts a stored number in 8-notation', () => {
    render(<Controlled initial="89123456789" />);
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (912) 345-67-89');
  });

  it.each(['8 (912) 345-67-89', '+7 912 345 67 89', '79123456789', '9123456789'])(
    'a pasted %s keeps the right digits',
    async (pasted) => {
      const user = userEvent.setup();
      render(<Controlled />);
      const input = screen.getByLabelText('Телефон');
      await user.click(input);
      await user.paste(pasted);
      expect(input).toHaveValue('+7 (912) 345-67-89');
      expect(screen.getByLabelText('Значение')).toHaveTextContent('+79123456789');
    },
  );

  it('is a labelled tel input', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });

  it('works inside an antd Form.Item: value, label and the phone rule', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish} initialValues={{ phone: '+79001112233' }}>
        <Form.Item label="Телефон" name="phone" rules={[rules.required(), rules.phone()]}>
          <PhoneInput />
        </Form.Item>
        <Button htmlType="submit">Сохранить</Button>
      </Form>,
    );
    const input = screen.getByLabelText('Телефон');
    expect(input).toHaveValue('+7 (900) 111-22-33');

    await user.clear(input);
    await user.type(input, '91234');
    expect(await screen.findByText('Введите телефон полностью')).toBeInTheDocument();

    await user.type(input, '56789');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ phone: '+79123456789' }));
  });
});
