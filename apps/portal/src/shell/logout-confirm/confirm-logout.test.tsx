import { AppProvider, FeedbackScope } from '@resident/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../test-utils/axe.ts';
import { confirmLogout } from './confirm-logout.ts';

function ExitButton({ onConfirm, onAnswer }: { onConfirm: () => unknown; onAnswer: (confirmed: boolean) => void }) {
  const { modal } = App.useApp();
  return <Button onClick={() => void confirmLogout(modal, onConfirm).then(onAnswer, () => {})}>Выход</Button>;
}

function setup(onConfirm: () => unknown = vi.fn()) {
  const user = userEvent.setup();
  // How the dialog was closed (jsdom never ends antd's closing animation, so it stays in the DOM).
  const onAnswer = vi.fn();
  render(
    <AppProvider>
      <FeedbackScope>
        <ExitButton onConfirm={onConfirm} onAnswer={onAnswer} />
      </FeedbackScope>
    </AppProvider>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Выход' }));
    return screen.findByRole('dialog');
  };
  return { user, open, onAnswer };
}

describe('confirmLogout', () => {
  it('asks with the spec texts, "Да" being the dangerous button', async () => {
    const { open } = setup();
    const dialog = await open();
    expect(dialog).toHaveTextContent('Выход из приложения');
    expect(dialog).toHaveTextContent('Вы действительно хотите выйти?');
    expect(screen.getByRole('button', { name: 'Да' })).toHaveClass('ant-btn-dangerous');
    expect(screen.getByRole('button', { name: 'Нет' })).not.toHaveClass('ant-btn-dangerous');
  });

  it('does not log out on "Нет"', async () => {
    const onConfirm = vi.fn();
    const { user, open, onAnswer } = setup(onConfirm);
    await open();
    await user.click(screen.getByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('logs out on "Да", once', async () => {
    const onConfirm = vi.fn();
    const { user, open, onAnswer } = setup(onConfirm);
    await open();
    await user.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does not log out on Escape', async () => {
    const onConfirm = vi.fn();
    const { user, open, onAnswer } = setup(onConfirm);
    await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('focuses "Нет", so a habitual Enter does not log out', async () => {
    const { open } = setup();
    await open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Нет' })).toHaveFocus());
  });

  it('has no serious accessibility violations', async () => {
    const { open } = setup();
    await open();
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
