import { DOCUMENT_TYPE_NAMES } from '@resident/contract/limits';
import { AppProvider } from '@resident/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requiredDocumentOf, type ChangeRequestValues } from '../../lib/change-request';
import { OBJECTS } from '../../testing/fixtures';
import { ChangeRequestForm } from './change-request-form';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const ddmmyyyy = (date: Date) =>
  [date.getDate(), date.getMonth() + 1, date.getFullYear()].map((part) => String(part).padStart(2, '0')).join('.');

function renderForm() {
  const onSubmit = vi.fn<(values: ChangeRequestValues) => Promise<boolean>>().mockResolvedValue(false);
  render(
    <AppProvider>
      <ChangeRequestForm object={OBJECTS[0]!} onSubmit={onSubmit} />
    </AppProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

async function fillAllButTheDate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('spinbutton', { name: 'Количество проживающих' }), '4');
  await user.upload(screen.getByLabelText(DOCUMENT_TYPE_NAMES[requiredDocumentOf('residents')]), pdf('справка.pdf'));
  expect(await screen.findByText('справка.pdf')).toBeInTheDocument();
}

describe('ChangeRequestForm', () => {
  it('takes Enter in the date field as the end of the date, not of the form: the comment is still typed', async () => {
    const { onSubmit, user } = renderForm();
    await fillAllButTheDate(user);
    await user.type(screen.getByLabelText('Дата изменения'), '01.10.2026{Enter}');
    await user.type(screen.getByLabelText('Комментарий'), 'Родился сын');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values] = onSubmit.mock.calls[0]!;
    expect(values).toMatchObject({ field: 'residents', residentsCount: 4, comment: 'Родился сын' });
    expect(values.changeDate?.format('DD.MM.YYYY')).toBe('01.10.2026');
  });

  it.each([
    ['tomorrow', ddmmyyyy(new Date(Date.now() + 24 * 60 * 60 * 1000))],
    ['a date years ahead', '01.01.2099'],
  ])('refuses a change date in the future (%s) with the reason and keeps what was typed', async (_case, future) => {
    const { onSubmit, user } = renderForm();
    await fillAllButTheDate(user);
    await user.type(screen.getByLabelText('Дата изменения'), `${future}{Enter}`);
    expect(await screen.findByText('Дата изменения не может быть позже сегодняшней')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Дата изменения не может быть позже сегодняшней')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('spinbutton', { name: 'Количество проживающих' })).toHaveValue('4');
    expect(screen.getByLabelText('Дата изменения')).toHaveValue(future);
  });

  it('takes today', async () => {
    const { onSubmit, user } = renderForm();
    await fillAllButTheDate(user);
    await user.type(screen.getByLabelText('Дата изменения'), `${ddmmyyyy(new Date())}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
