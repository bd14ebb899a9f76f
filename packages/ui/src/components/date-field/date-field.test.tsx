import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app-provider/index.ts';
import { DateField } from './date-field.tsx';

function DateForm({ onFinish, max }: { onFinish: (values: { date?: Dayjs; comment?: string }) => void; max?: string }) {
  return (
    <AppProvider>
      <Form onFinish={onFinish}>
        <Form.Item name="date" label="Дата изменения">
          <DateField max={max} />
        </Form.Item>
        <Form.Item name="comment" label="Комментарий">
          <Input />
        </Form.Item>
        <Button htmlType="submit">Отправить</Button>
      </Form>
    </AppProvider>
  );
}

describe('DateField', () => {
  it('takes a date typed as ДД.ММ.ГГГГ with Enter without sending the form', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    render(<DateForm onFinish={onFinish} />);
    const date = screen.getByLabelText('Дата изменения');
    expect(date).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await user.click(date);
    await user.type(date, '01.10.2026{Enter}');
    await user.type(screen.getByLabelText('Комментарий'), 'Переехали');
    expect(onFinish).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    const [{ date: sent, comment }] = onFinish.mock.calls[0] as [{ date: Dayjs; comment: string }];
    expect(sent.format('DD.MM.YYYY')).toBe('01.10.2026');
    expect(comment).toBe('Переехали');
  });

  it('does not offer a date after `max`, in a Russian calendar', async () => {
    const user = userEvent.setup();
    render(<DateForm onFinish={vi.fn()} max="2026-11-28" />);
    const date = screen.getByLabelText('Дата изменения');
    await user.type(date, '28.11.2026');
    const cell = (title: string) => document.querySelector(`td[title="${title}"]`);
    await waitFor(() => expect(cell('2026-11-28')).not.toBeNull());
    expect(cell('2026-11-28')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-11-29')).toHaveClass('ant-picker-cell-disabled');
    expect(document.querySelector('.ant-picker-header-view')).toHaveTextContent('Ноя2026');
    expect(document.querySelector('.ant-picker-content thead')).toHaveTextContent('ПнВтСрЧтПтСбВс');
  });
});
