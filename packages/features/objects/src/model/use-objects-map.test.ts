import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ymaps } from './load-yandex-maps';
import { useObjectsMap } from './use-objects-map';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useObjectsMap', () => {
  it('loads nothing without a key', () => {
    const load = vi.fn();
    expect(renderHook(() => useObjectsMap('', load)).result.current).toEqual({ status: 'no-key' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn();
    expect(renderHook(() => useObjectsMap('key', load)).result.current).toEqual({ status: 'offline' });
    expect(load).not.toHaveBeenCalled();
  });

  it('says the script failed when it does not load', async () => {
    const { result } = renderHook(() => useObjectsMap('key', () => Promise.reject(new Error('blocked'))));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'failed' }));
  });

  it('hands over the maps API once it is ready', async () => {
    const ymaps = {} as Ymaps;
    const { result } = renderHook(() => useObjectsMap('key', () => Promise.resolve(ymaps)));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', ymaps }));
  });
});
