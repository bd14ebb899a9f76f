import { AppProvider, DOUBLE_CLICK_MS } from '@resident/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AMOUNT_MESSAGES, PAY_TEXTS } from '../../lib/pay-texts';
import { PayForm, type PayFormProps } from './pay-form';

function open(props: Partial<PayFormProps> = {}) {
  const onPay = vi.fn();
  render(
    <AppProvider>
      <PayForm initialAmount={150_050} onPay={onPay} {...props} />
    </AppProvider>,
  );
  return {
    onPay,
    amount: screen.getByLabelText(PAY_TEXTS.amountLabel),
    contact: screen.getByLabelText(PAY_TEXTS.contactLabel),
    submit: () => userEvent.click(screen.getByRole('button', { name: PAY_TEXTS.submit })),
  };
}

describe('PayForm', () => {
  // A placeholder 'ivanov@mail.ru или +7 912 345-67-89' was cut with «…» in the 390 px order drawer.
  it('shows the receipt contact example whole, under the field, not as a placeholder', () => {
    const { contact } = open();
    expect(contact).not.toHaveAttribute('placeholder');
    expect(screen.getByText((_, element) => element?.textContent === PAY_TEXTS.contactExample)).toBeVisible();
    // The phone is not broken across lines.
    expect(screen.getByText('+7 912 345-67-89')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(PAY_TEXTS.contactExample).toBe('Например, ivanov@mail.ru или +7 912 345-67-89');
    expect(contact).toHaveAccessibleDescription(expect.stringContaining(PAY_TEXTS.contactExample));
  });

  it('prefills the debt and pays it in kopecks with the receipt email', async () => {
    const { amount, contact, submit, onPay } = open();
    expect(amount).toHaveValue('1500.50');
    await userEvent.type(contact, 'ivanov@mail.ru');
    await submit();
    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({ amount: 150_050, contact: { receiptEmail: 'ivanov@mail.ru' } }),
    );
  });

  it('takes a comma and a phone for the receipt', async () => {
    const { amount, contact, submit, onPay } = open({ initialAmount: 0 });
    expect(amount).toHaveValue('');
    await userEvent.type(amount, '1 200,5');
    await userEvent.type(contact, '8 912 345 67 89');
    await submit();
    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({ amount: 120_050, contact: { receiptPhone: '+79123456789' } }),
    );
  });

  it('offers to save the card only where asked, and says so in what it hands over', async () => {
    const { contact, submit, onPay } = open({ offerSaveCard: true });
    await userEvent.type(contact, 'ivanov@mail.ru');
    await submit();
    await waitFor(() =>
      expect(onPay).toHaveBeenLastCalledWith({ amount: 150_050, contact: { receiptEmail: 'ivanov@mail.ru' } }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: PAY_TEXTS.saveCard }));
    // Past the submit button's double-click window: this is a second, deliberate press.
    await new Promise((resolve) => setTimeout(resolve, DOUBLE_CLICK_MS));
    await submit();
    await waitFor(() =>
      expect(onPay).toHaveBeenLastCalledWith({
        amount: 150_050,
        contact: { receiptEmail: 'ivanov@mail.ru' },
        saveCard: true,
      }),
    );
  });

  it('has no card checkbox by default', () => {
    open();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('prefills the receipt contact when the portal knows it', () => {
    const { contact } = open({ initialContact: 'ivanov@mail.ru' });
    expect(contact).toHaveValue('ivanov@mail.ru');
  });

  it('fills a contact that arrives later, but never one the resident has started on', async () => {
    const onPay = vi.fn();
    const form = (initialContact?: string) => (
      <AppProvider>
        <PayForm initialAmount={150_050} onPay={onPay} initialContact={initialContact} />
      </AppProvider>
    );
    const late = render(form());
    late.rerender(form('resident@demo.ru'));
    expect(screen.getByLabelText(PAY_TEXTS.contactLabel)).toHaveValue('resident@demo.ru');
    late.unmount();

    const typing = render(form());
    const contact = screen.getByLabelText(PAY_TEXTS.contactLabel);
    await userEvent.click(contact);
    // The profile answers between the focus and the first keystroke.
    typing.rerender(form('resident@demo.ru'));
    await userEvent.type(contact, 'ivanov@mail.ru');
    expect(contact).toHaveValue('ivanov@mail.ru');
  });

  it.each([
    ['', AMOUNT_MESSAGES.required],
    ['0', AMOUNT_MESSAGES.notPositive],
    ['-5', AMOUNT_MESSAGES.notPositive],
    ['10.555', AMOUNT_MESSAGES.decimals],
    ['сто рублей', AMOUNT_MESSAGES.notNumber],
    ['500000.01', AMOUNT_MESSAGES.tooLarge],
    ['1.2.3', 'Проверьте правильность введенных данных'],
  ])('refuses the amount %j with a message and keeps it', async (typed, message) => {
    const { amount, contact, submit, onPay } = open();
    await userEvent.clear(amount);
    if (typed) await userEvent.type(amount, typed);
    await userEvent.type(contact, 'ivanov@mail.ru');
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amount).toHaveValue(typed);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('asks for the receipt contact', async () => {
    const { submit, onPay } = open();
    await submit();
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('shows a failed request above the fields', () => {
    open({ error: 'Непредвиденная ошибка системы' });
    expect(screen.getByRole('alert')).toHaveTextContent('Непредвиденная ошибка системы');
  });
});
