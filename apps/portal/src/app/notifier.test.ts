import type { MessageInstance } from 'antd/es/message/interface';
import { describe, expect, it, vi } from 'vitest';
import { createNotifier } from './notifier';

describe('createNotifier', () => {
  it('holds messages raised before the holder is there and shows them once it is', () => {
    const notifier = createNotifier();
    notifier.error('Ошибка загрузки оформления');
    const error = vi.fn();
    notifier.attach({ error } as unknown as MessageInstance);
    expect(error).toHaveBeenCalledWith('Ошибка загрузки оформления');
    notifier.error('Время сессии истекло');
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('asks for the message holder only when the first message comes, and once', () => {
    const notifier = createNotifier();
    const listener = vi.fn();
    notifier.subscribe(listener);
    expect(notifier.requested()).toBe(false);
    notifier.error('Нет соединения');
    notifier.error('Нет соединения');
    expect(notifier.requested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
