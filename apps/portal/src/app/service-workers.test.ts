import { describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from './service-workers';

describe('unregisterServiceWorkers', () => {
  it('unregisters every registration', async () => {
    const unregister = vi.fn().mockResolvedValue(true);
    const container = { getRegistrations: vi.fn().mockResolvedValue([{ unregister }, { unregister }]) };
    expect(await unregisterServiceWorkers(container as unknown as ServiceWorkerContainer)).toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('does nothing where service workers are not supported', async () => {
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
  });
});
