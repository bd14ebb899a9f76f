import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptConsent,
  clearLegacyCookie,
  CONSENT_CHECK_DELAY_MS,
  CONSENT_KEY,
  hasAgreed,
  readConsent,
  rejectConsent,
  scheduleConsentCheck,
  type ConsentStorage,
} from './cookie-consent.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: ConsentStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return { storage, data };
}

const brokenStorage: ConsentStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

const now = new Date('2026-05-01T10:00:00.000Z');
const record = (agreement: boolean, expires: string) => JSON.stringify({ agreement, expires });

describe('constants', () => {
  it('are the spec values', () => {
    expect(CONSENT_KEY).toBe('agreement_cookie');
    expect(CONSENT_CHECK_DELAY_MS).toBe(3000);
  });
});

describe('acceptConsent', () => {
  it('stores agreement with an expiry 6 months ahead', () => {
    const { storage, data } = memoryStorage();
    expect(acceptConsent(storage, now)).toEqual({ agreement: true, expires: '2026-11-01T10:00:00.000Z' });
    expect(JSON.parse(data.get(CONSENT_KEY) ?? '')).toEqual({ agreement: true, expires: '2026-11-01T10:00:00.000Z' });
  });

  it('counts calendar months: 31 August + 6 months is the end of February', () => {
    const { storage } = memoryStorage();
    expect(acceptConsent(storage, new Date('2026-08-31T12:00:00.000Z')).expires).toBe('2027-02-28T12:00:00.000Z');
  });

  it('still answers when the storage refuses to write', () => {
    expect(acceptConsent(brokenStorage, now).agreement).toBe(true);
  });
});

describe('rejectConsent', () => {
  it('stores a refusal with an empty expiry', () => {
    const { storage, data } = memoryStorage();
    expect(rejectConsent(storage)).toEqual({ agreement: false, expires: '' });
    expect(data.get(CONSENT_KEY)).toBe(record(false, ''));
  });
});

describe('readConsent', () => {
  it('shows the banner on a first visit', () => {
    expect(readConsent(memoryStorage().storage, now)).toBe(true);
  });

  it('hides it while an acceptance has not expired', () => {
    const { storage, data } = memoryStorage({ [CONSENT_KEY]: record(true, '2026-05-01T10:00:00.001Z') });
    expect(readConsent(storage, now)).toBe(false);
    expect(data.has(CONSENT_KEY)).toBe(true);
  });

  it.each(['2026-05-01T10:00:00.000Z', '2026-04-30T10:00:00.000Z'])(
    'deletes an acceptance that expired (%s) and shows the banner',
    (expires) => {
      const { storage, data } = memoryStorage({ [CONSENT_KEY]: record(true, expires) });
      expect(readConsent(storage, now)).toBe(true);
      expect(data.has(CONSENT_KEY)).toBe(false);
    },
  );

  it('an acceptance lasts exactly 6 months', () => {
    const { storage } = memoryStorage();
    acceptConsent(storage, now);
    expect(readConsent(storage, new Date('2026-11-01T09:59:59.999Z'))).toBe(false);
    expect(readConsent(storage, new Date('2026-11-01T10:00:00.000Z'))).toBe(true);
  });

  it('keeps a refusal: its empty expiry cannot pass, so the banner does not ask again', () => {
    const { storage, data } = memoryStorage();
    rejectConsent(storage);
    expect(readConsent(storage, now)).toBe(false);
    expect(readConsent(storage, new Date('2030-01-01T00:00:00.000Z'))).toBe(false);
    expect(data.has(CONSENT_KEY)).toBe(true);
  });

  it.each([
    ['not JSON', '{agreement'],
    ['null', 'null'],
    ['a number', '42'],
    ['no agreement', JSON.stringify({ expires: '2030-01-01T00:00:00.000Z' })],
    ['agreement as text', JSON.stringify({ agreement: 'true', expires: '2030-01-01T00:00:00.000Z' })],
    ['an acceptance without expiry', record(true, '')],
    ['an acceptance with a broken expiry', record(true, 'скоро')],
    ['a refusal with a date', record(false, '2030-01-01T00:00:00.000Z')],
  ])('deletes a damaged record (%s) and shows the banner', (_case, raw) => {
    const { storage, data } = memoryStorage({ [CONSENT_KEY]: raw });
    expect(readConsent(storage, now)).toBe(true);
    expect(data.has(CONSENT_KEY)).toBe(false);
  });

  it('shows the banner when the storage cannot be read', () => {
    expect(readConsent(brokenStorage, now)).toBe(true);
  });

  it('works with the browser localStorage', () => {
    localStorage.removeItem(CONSENT_KEY);
    expect(readConsent(localStorage, now)).toBe(true);
    acceptConsent(localStorage, now);
    expect(readConsent(localStorage, now)).toBe(false);
    localStorage.removeItem(CONSENT_KEY);
  });
});

describe('hasAgreed', () => {
  it('is true only while an acceptance holds', () => {
    const { storage } = memoryStorage();
    expect(hasAgreed(storage, now)).toBe(false);
    acceptConsent(storage, now);
    expect(hasAgreed(storage, now)).toBe(true);
    expect(hasAgreed(storage, new Date('2026-11-01T10:00:00.000Z'))).toBe(false);
  });

  it('is false after a refusal, though the refusal hides the banner', () => {
    const { storage } = memoryStorage();
    rejectConsent(storage);
    expect(hasAgreed(storage, now)).toBe(false);
    expect(readConsent(storage, now)).toBe(false);
  });

  it('deletes nothing and survives damaged or unreadable storage', () => {
    const { storage, data } = memoryStorage({ [CONSENT_KEY]: record(true, '2020-01-01T00:00:00.000Z') });
    expect(hasAgreed(storage, now)).toBe(false);
    expect(data.has(CONSENT_KEY)).toBe(true);
    expect(hasAgreed(memoryStorage({ [CONSENT_KEY]: '{' }).storage, now)).toBe(false);
    expect(hasAgreed(brokenStorage, now)).toBe(false);
  });
});

describe('clearLegacyCookie', () => {
  it("removes the old 'agreement' cookie and leaves the others", () => {
    document.cookie = 'agreement=true; path=/';
    document.cookie = 'agreement_other=1; path=/';
    clearLegacyCookie(document);
    const names = document.cookie.split(';').map((pair) => pair.trim().split('=')[0]);
    expect(names).not.toContain('agreement');
    expect(names).toContain('agreement_other');
    document.cookie = 'agreement_other=; max-age=0; path=/';
  });
});

describe('scheduleConsentCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks 3 s after startup, not before', () => {
    const { storage } = memoryStorage();
    const onResult = vi.fn();
    scheduleConsentCheck({ storage, doc: document, onResult });
    vi.advanceTimersByTime(CONSENT_CHECK_DELAY_MS - 1);
    expect(onResult).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResult).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('reads the clock when it checks, not when it is scheduled', () => {
    // Accepted until 1 second after startup: by the time of the check it has run out.
    const { storage } = memoryStorage({ [CONSENT_KEY]: record(true, new Date(now.getTime() + 1000).toISOString()) });
    const onResult = vi.fn();
    scheduleConsentCheck({ storage, doc: document, onResult });
    vi.advanceTimersByTime(CONSENT_CHECK_DELAY_MS);
    expect(onResult).toHaveBeenCalledWith(true);
  });

  it('does not show the banner when consent holds, and clears the legacy cookie', () => {
    const { storage } = memoryStorage();
    acceptConsent(storage, now);
    const doc = { cookie: '' };
    const onResult = vi.fn();
    scheduleConsentCheck({ storage, doc, onResult });
    vi.advanceTimersByTime(CONSENT_CHECK_DELAY_MS);
    expect(onResult).toHaveBeenCalledWith(false);
    expect(doc.cookie).toMatch(/^agreement=;.*max-age=0; path=\/$/);
  });

  it('can be cancelled before it runs', () => {
    const onResult = vi.fn();
    const cancel = scheduleConsentCheck({ storage: memoryStorage().storage, doc: document, onResult });
    cancel();
    vi.advanceTimersByTime(CONSENT_CHECK_DELAY_MS * 2);
    expect(onResult).not.toHaveBeenCalled();
  });
});
