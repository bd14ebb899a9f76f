import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiExtra } from '../config/api-extra.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { resolveStorage } from './resolve-storage.ts';

const extra = (storage?: Storage): ApiExtra => ({
  config: { apiBase: '/api/', v3Base: '/api/v3/', basicCredential: 'x' },
  effects: { notifyError: vi.fn(), navigate: vi.fn() },
  storage,
});

afterEach(() => vi.unstubAllGlobals());

describe('resolveStorage', () => {
  it('prefers the injected storage', () => {
    const storage = createMemoryStorage();
    expect(resolveStorage(extra(storage))).toBe(storage);
  });

  it('falls back to window.localStorage', () => {
    expect(resolveStorage(extra())).toBe(window.localStorage);
  });

  it('keeps one in-memory storage per extra when there is no localStorage', () => {
    vi.stubGlobal('localStorage', undefined);
    const withoutWindow = extra();
    const first = resolveStorage(withoutWindow);
    first.setItem('token', 't');
    expect(resolveStorage(withoutWindow).getItem('token')).toBe('t');
    expect(resolveStorage(extra()).getItem('token')).toBeNull();
  });
});
