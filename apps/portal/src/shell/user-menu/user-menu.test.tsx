import type { ChatTask } from '@resident/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../test-utils/axe.ts';
import { UserMenu, type UserMenuProps } from './user-menu.tsx';

const now = new Date('2026-05-01T23:00:00.000Z');
const chats: ChatTask[] = [{ id: 11, content: 'Ответ по начислению', created: '2026-05-01T22:50:00.000Z' }];

function renderMenu(props: Partial<UserMenuProps> = {}) {
  const onBellClick = vi.fn();
  const onLogout = vi.fn();
  const onOpenChat = vi.fn();
  const onOpenRecalculation = vi.fn();
  const view = render(
    <>
      <UserMenu
        accountNumber="1234567890"
        fullName="Иванова Мария Петровна"
        notificationCount={2}
        onBellClick={onBellClick}
        onLogout={onLogout}
        tasks={{ chats, changeObjects: [], now, onOpenChat, onOpenRecalculation }}
        {...props}
      />
      <button type="button">Дальше</button>
    </>,
  );
  return { ...view, onBellClick, onLogout, onOpenChat, onOpenRecalculation };
}

const trigger = () => screen.getByRole('button', { expanded: false, name: /Иванова|Пользователь|Константинопольская/ });

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  return screen.findByRole('dialog', { name: 'Меню пользователя' });
}

describe('UserMenu', () => {
  it('shows the full name and the personal account', () => {
    renderMenu();
    expect(trigger()).toHaveAccessibleName('Иванова Мария Петровна Л/С 1234567890');
    expect(trigger()).toHaveTextContent('Иванова Мария Петровна');
    expect(trigger()).toHaveTextContent('Л/С 1234567890');
    expect(trigger()).not.toHaveTextContent('(закрыт)');
  });

  // The walk (pnpm walk) at 1280 px: «Иванов Иван Ивано…» in a header half empty.
  it('gives the name room for an ordinary full name, and its whole text on hover when cut', () => {
    renderMenu({ fullName: 'Константинопольская Александра Владимировна' });
    expect(trigger()).toHaveStyle({ maxWidth: '360px' });
    expect(screen.getByText('Константинопольская Александра Владимировна')).toHaveAttribute(
      'title',
      'Константинопольская Александра Владимировна',
    );
  });

  it('marks a closed account', () => {
    renderMenu({ isClosed: true });
    expect(trigger()).toHaveTextContent('Л/С 1234567890 (закрыт)');
  });

  it('falls back to "Пользователь" and "Не определен"', () => {
    renderMenu({ fullName: '', accountNumber: null });
    expect(trigger()).toHaveTextContent('Пользователь');
    expect(trigger()).toHaveTextContent('Не определен');
  });

  it('has a bell named with the count that opens the appeals', async () => {
    const user = userEvent.setup();
    const { onBellClick } = renderMenu({ notificationCount: 2 });
    const bell = screen.getByRole('button', { name: 'Уведомления: 2' });
    expect(within(bell).getByText('2')).toBeInTheDocument(); // the badge
    await user.click(bell);
    expect(onBellClick).toHaveBeenCalledTimes(1);
  });

  it('names the bell by what its badge shows above 999', () => {
    renderMenu({ notificationCount: 1500 });
    const bell = screen.getByRole('button', { name: 'Уведомления: 999+' });
    expect(within(bell).getByText('999+')).toBeInTheDocument();
  });

  it('shows no badge without notifications', () => {
    renderMenu({ notificationCount: 0 });
    const bell = screen.getByRole('button', { name: 'Уведомления: 0' });
    expect(bell.querySelector('sup')).toBeNull();
  });

  it('opens a panel with the tasks and the logout item', async () => {
    const user = userEvent.setup();
    renderMenu();
    const panel = await openMenu(user);
    expect(screen.getByRole('button', { name: /Иванова/, expanded: true })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Задачи' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Ответ по начислению/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Выйти из аккаунта' })).toBeInTheDocument();
  });

  it('closes and opens the chosen task', async () => {
    const user = userEvent.setup();
    const { onOpenChat } = renderMenu();
    const panel = await openMenu(user);
    await user.click(within(panel).getByRole('button', { name: /Ответ по начислению/ }));
    expect(onOpenChat).toHaveBeenCalledWith(11);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes and asks to log out from "Выйти из аккаунта"', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderMenu();
    const panel = await openMenu(user);
    await user.click(within(panel).getByRole('button', { name: 'Выйти из аккаунта' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus into the panel and keeps it open while tabbing through the tasks', async () => {
    const user = userEvent.setup();
    renderMenu();
    const panel = await openMenu(user);
    await waitFor(() => expect(panel).toHaveFocus());
    await user.tab();
    expect(within(panel).getByRole('button', { name: /Ответ по начислению/ })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Выйти из аккаунта' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Иванова/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when focus tabs out of the panel', async () => {
    const user = userEvent.setup();
    renderMenu();
    const panel = await openMenu(user);
    within(panel).getByRole('button', { name: 'Выйти из аккаунта' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Дальше' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderMenu();
    const panel = await openMenu(user);
    await waitFor(() => expect(panel).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveFocus();
  });

  it('in compact mode shows only an icon, announces who is signed in and repeats it in the panel', async () => {
    const user = userEvent.setup();
    renderMenu({ compact: true, isClosed: true });
    const button = screen.getByRole('button', { name: 'Иванова Мария Петровна, Л/С 1234567890 (закрыт)' });
    expect(button).not.toHaveTextContent('Иванова');
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Меню пользователя' });
    expect(panel).toHaveTextContent('Иванова Мария Петровна');
    expect(panel).toHaveTextContent('Л/С 1234567890 (закрыт)');
  });

  it('does not repeat the name in the panel when the trigger shows it', async () => {
    const user = userEvent.setup();
    renderMenu();
    const panel = await openMenu(user);
    expect(panel).not.toHaveTextContent('Иванова');
  });

  it('has no serious accessibility violations, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = renderMenu({ isClosed: true });
    expect(await seriousViolations(container)).toEqual([]);
    await openMenu(user);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
