import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createNotifier, type Notifier } from './notifier';
import { createNotifications } from './notifications';

function ShowWaiting({ notifier }: { notifier: Notifier }) {
  return <p>Уведомления на месте: {String(notifier.requested())}</p>;
}

describe('createNotifications', () => {
  it('loads the message holder only when the first message comes', async () => {
    const load = vi.fn(async () => ({ default: ShowWaiting }));
    const Notifications = createNotifications(load);
    const notifier = createNotifier();
    render(<Notifications notifier={notifier} />);
    expect(load).not.toHaveBeenCalled();
    act(() => notifier.error('Нет соединения'));
    expect(await screen.findByText('Уведомления на месте: true')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the app on screen when the holder cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Notifications = createNotifications(() => Promise.reject(new Error('offline')));
    const notifier = createNotifier();
    render(
      <main>
        <h1>Главный экран</h1>
        <Notifications notifier={notifier} />
      </main>,
    );
    act(() => notifier.error('Нет соединения'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Главный экран' })).toBeInTheDocument();
  });
});
