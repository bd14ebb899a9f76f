import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWideEnough } from './use-wide-enough.ts';

function stubMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    listeners,
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useWideEnough', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows the width at the first render and follows resizes', () => {
    const media = stubMedia(false);
    const { result, unmount } = renderHook(() => useWideEnough(576));
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 576px)');
    expect(result.current).toBe(false);
    act(() => media.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is wide where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useWideEnough(576));
    expect(result.current).toBe(true);
  });
});
