import { parseDate } from '@resident/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DateValue } from '../../lib/dates';
import { RecalculationForm } from './recalculation-form';

const date = (text: string) => parseDate(text) as DateValue;
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('RecalculationForm', () => {
  it('refuses an absence of 5 days and a missing document type', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(
      <RecalculationForm
        onSubmit={onSubmit}
        initialValues={{ kind: 'absence', period: [date('01.04.2026'), date('05.04.2026')] }}
      />,
    );
    await user.upload(screen.getByLabelText('Проездные документы'), pdf('билет.pdf'));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Перерасчёт делается за отсутствие более 5 дней')).toBeInTheDocument();
    // The ticket is there, the certificate is not.
    expect(screen.getAllByText('Загрузите документы каждого типа')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends an absence of 6 days with both document types', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(
      <RecalculationForm
        onSubmit={onSubmit}
        initialValues={{ kind: 'absence', period: [date('01.04.2026'), date('06.04.2026')] }}
      />,
    );
    await user.upload(screen.getByLabelText('Проездные документы'), pdf('билет.pdf'));
    await user.upload(screen.getByLabelText('Справка с места временного пребывания'), pdf('справка.pdf'));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Загрузите документы каждого типа')).toBeNull();
  });

  it('asks for the confirmation of a change of residents', async () => {
    const user = userEvent.setup();
    render(
      <RecalculationForm onSubmit={vi.fn(async () => true)} initialValues={{ kind: 'residents', residentsCount: 2 }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Прикрепите документы')).toBeInTheDocument();
    expect(screen.getByText('Обязательное поле')).toBeInTheDocument();
  });

  it('asks for the month and the description of a wrong charge', async () => {
    const user = userEvent.setup();
    render(<RecalculationForm onSubmit={vi.fn(async () => true)} initialValues={{ kind: 'wrong-charge' }} />);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(screen.getAllByText('Обязательное поле')).toHaveLength(2));
    expect(screen.queryByText('Прикрепите документы')).toBeNull();
  });

  // Enter in a date field confirms the date; the resident is not done with the form.
  it('does not send a change of residents on Enter in its date', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<RecalculationForm onSubmit={onSubmit} initialValues={{ kind: 'residents', residentsCount: 2 }} />);
    await user.upload(screen.getByLabelText('Документ, подтверждающий число проживающих'), pdf('договор.pdf'));
    const date = screen.getByLabelText('Дата изменения');
    await user.click(date);
    await user.type(date, '01.10.2025{Enter}');
    await user.type(screen.getByLabelText('Комментарий'), 'Родился сын');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(date).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('does not send a wrong charge on Enter in its month', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(
      <RecalculationForm
        onSubmit={onSubmit}
        initialValues={{ kind: 'wrong-charge', description: 'Начислено дважды' }}
      />,
    );
    const month = screen.getByLabelText('Месяц начисления');
    await user.click(month);
    await user.type(month, '10.2025{Enter}');
    await user.type(screen.getByLabelText('Комментарий'), 'См. квитанцию');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
