import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentSearchForm } from './payment-search-form';

describe('PaymentSearchForm', () => {
  it('takes a typed payment date with Enter without sending the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<PaymentSearchForm onSubmit={onSubmit} />);
    // Everything else required is filled first: only the Enter could send the form.
    await user.type(screen.getByLabelText('Сумма, ₽'), '1520.50');
    const date = screen.getByLabelText('Дата платежа');
    await user.click(date);
    await user.type(date, '01.10.2025{Enter}');
    await user.type(screen.getByLabelText('Где оплачено'), 'Сбербанк Онлайн');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(date).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values] = onSubmit.mock.calls[0] as unknown as [
      { paymentDate: { format: (f: string) => string }; amount: string },
    ];
    expect(values.paymentDate.format('DD.MM.YYYY')).toBe('01.10.2025');
    expect(values.amount).toBe('1520.50');
  });

  it('still refuses a payment date in the future', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<PaymentSearchForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Сумма, ₽'), '100');
    await user.type(screen.getByLabelText('Дата платежа'), '01.01.2099{Enter}');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
