import type { MessageInstance } from 'antd/es/message/interface';
import { describe, expect, it, vi } from 'vitest';
import { createNotifier } from './notifier';

describe('createNotifier', () => {
  it('holds messages raised before the app mounted and shows them once it has', () => {
    const notifier = createNotifier();
    notifier.error('Ошибка загрузки оформления');
    const error = vi.fn();
    notifier.attach({ error } as unknown as MessageInstance);
    expect(error).toHaveBeenCalledWith('Ошибка загрузки оформления');
    notifier.error('Время сессии истекло');
    expect(error).toHaveBeenCalledTimes(2);
  });
});
