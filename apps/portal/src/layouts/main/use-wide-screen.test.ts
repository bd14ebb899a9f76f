import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from './use-wide-screen';

function stubMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', vi.fn(() => query));
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useWideScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true from antd’s lg breakpoint up and follows resizes', () => {
    const media = stubMedia(false);
    const { result } = renderHook(() => useWideScreen());
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 992px)');
    expect(result.current).toBe(false);
    act(() => media.change(true));
    expect(result.current).toBe(true);
  });
});
