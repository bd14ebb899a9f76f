import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHECK_DELAY_MS, CONSENT_KEY } from './cookie-consent.ts';
import { useCookieConsent } from './use-cookie-consent.ts';

const now = new Date('2026-05-01T10:00:00.000Z');

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    storage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('useCookieConsent', () => {
  it('opens the banner 3 s after mount when there is no answer', () => {
    const { storage } = memoryStorage();
    const { result } = renderHook(() => useCookieConsent({ storage, doc: { cookie: '' } }));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(CONSENT_CHECK_DELAY_MS));
    expect(result.current.open).toBe(true);
  });

  it('stays closed when an answer holds', () => {
    const { storage } = memoryStorage({ [CONSENT_KEY]: JSON.stringify({ agreement: false, expires: '' }) });
    const { result } = renderHook(() => useCookieConsent({ storage, doc: { cookie: '' } }));
    act(() => vi.advanceTimersByTime(CONSENT_CHECK_DELAY_MS));
    expect(result.current.open).toBe(false);
  });

  it('stores the acceptance and closes', () => {
    const { storage, data } = memoryStorage();
    const { result } = renderHook(() => useCookieConsent({ storage, doc: { cookie: '' } }));
    act(() => vi.advanceTimersByTime(CONSENT_CHECK_DELAY_MS));
    act(() => result.current.onAccept());
    expect(result.current.open).toBe(false);
    // Accepted at the moment of the click, 3 s after mount: 6 months from then.
    expect(JSON.parse(data.get(CONSENT_KEY) ?? '')).toEqual({ agreement: true, expires: '2026-11-01T10:00:03.000Z' });
  });

  it('stores the refusal and closes', () => {
    const { storage, data } = memoryStorage();
    const { result } = renderHook(() => useCookieConsent({ storage, doc: { cookie: '' } }));
    act(() => vi.advanceTimersByTime(CONSENT_CHECK_DELAY_MS));
    act(() => result.current.onReject());
    expect(result.current.open).toBe(false);
    expect(JSON.parse(data.get(CONSENT_KEY) ?? '')).toEqual({ agreement: false, expires: '' });
  });

  it('cancels the check when unmounted before it runs', () => {
    const { storage, data } = memoryStorage({ [CONSENT_KEY]: 'broken' });
    const { unmount } = renderHook(() => useCookieConsent({ storage, doc: { cookie: '' } }));
    unmount();
    act(() => vi.advanceTimersByTime(CONSENT_CHECK_DELAY_MS));
    expect(data.get(CONSENT_KEY)).toBe('broken'); // never read, so never deleted
  });

  it('uses localStorage by default', () => {
    localStorage.removeItem(CONSENT_KEY);
    const { result } = renderHook(() => useCookieConsent());
    act(() => vi.advanceTimersByTime(CONSENT_CHECK_DELAY_MS));
    act(() => result.current.onReject());
    expect(localStorage.getItem(CONSENT_KEY)).toBe(JSON.stringify({ agreement: false, expires: '' }));
    localStorage.removeItem(CONSENT_KEY);
  });
});
