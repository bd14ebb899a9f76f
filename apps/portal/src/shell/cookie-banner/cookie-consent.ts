import dayjs from 'dayjs';

/** Local storage key of the consent record (spec §3 "Consent record"). */
export const CONSENT_KEY = 'agreement_cookie';
/** The cookie an older version of the portal kept the answer in; cleared on every check (spec §4). */
export const LEGACY_CONSENT_COOKIE = 'agreement';
/** Spec §9: the check runs 3 s after startup, so the banner does not compete with the first paint. */
export const CONSENT_CHECK_DELAY_MS = 3000;
/** Spec §9: an acceptance lasts 6 months. */
export const CONSENT_MONTHS = 6;

export interface ConsentRecord {
  agreement: boolean;
  /** ISO date-time the acceptance runs out; '' for a refusal. */
  expires: string;
}

/** What the consent logic needs of localStorage; a Map-backed fake in tests. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parseRecord(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { agreement, expires } = value as Record<string, unknown>;
    return typeof agreement === 'boolean' && typeof expires === 'string' ? { agreement, expires } : null;
  } catch {
    return null;
  }
}

/**
 * Whether a stored answer still holds (spec §4: "exists and has not expired").
 *
 * An acceptance holds until its `expires`, which must be a real date: consent is time-limited.
 *
 * A refusal is stored with an empty `expires`. An empty string is not a date, so it cannot have
 * passed: the refusal counts as unexpired and the banner stays hidden, on this visit and on later
 * ones for as long as the storage keeps the record (localStorage: until the resident clears the
 * site's data). Asking again on every visit would nag someone who has already said no; the
 * previous portal behaved the same way, as its date comparison is false for an empty date.
 */
function stillHolds(record: ConsentRecord, now: Date): boolean {
  if (!record.agreement) return record.expires === '';
  const expires = dayjs(record.expires);
  return record.expires !== '' && expires.isValid() && expires.valueOf() > now.getTime();
}

/**
 * The startup check: true when the banner must be shown. A record that does not hold (expired,
 * damaged, unreadable) is deleted first, so an old answer never lingers. Storage that throws
 * (disabled, private mode) counts as no answer.
 */
export function readConsent(storage: ConsentStorage, now: Date): boolean {
  try {
    const record = parseRecord(storage.getItem(CONSENT_KEY));
    if (record && stillHolds(record, now)) return false;
    storage.removeItem(CONSENT_KEY);
  } catch {
    // Nothing can be remembered: ask, and the answer lasts for this page's life.
  }
  return true;
}

/**
 * True only while an acceptance holds: what gates optional cookies such as analytics. A refusal,
 * no answer, an expired or unreadable record are all false. Reads only; deletes nothing.
 */
export function hasAgreed(storage: ConsentStorage, now: Date): boolean {
  try {
    const record = parseRecord(storage.getItem(CONSENT_KEY));
    return record !== null && record.agreement && stillHolds(record, now);
  } catch {
    return false;
  }
}

function write(storage: ConsentStorage, record: ConsentRecord): ConsentRecord {
  try {
    storage.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Full or disabled storage: the banner still closes; it will ask again next visit.
  }
  return record;
}

/** 'Принять и продолжить': agreement for 6 months from `now` (calendar months, in UTC). */
export function acceptConsent(storage: ConsentStorage, now: Date): ConsentRecord {
  // Six calendar months of the resident's own calendar; the utc plugin is not worth its 0.9 kB on
  // every first load for the hours it could shift the date by.
  const expires = dayjs(now).add(CONSENT_MONTHS, 'month').toISOString();
  return write(storage, { agreement: true, expires });
}

/** 'Отклонить': a refusal with an empty expiry (see stillHolds for what that means). */
export function rejectConsent(storage: ConsentStorage): ConsentRecord {
  return write(storage, { agreement: false, expires: '' });
}

/** Deletes the legacy 'agreement' cookie: an expired cookie of that name on the site's root path. */
export function clearLegacyCookie(doc: Pick<Document, 'cookie'>): void {
  doc.cookie = `${LEGACY_CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/`;
}

export interface ConsentCheckOptions {
  storage: ConsentStorage;
  doc: Pick<Document, 'cookie'>;
  /** Called once, after the delay, with whether the banner must show. */
  onResult: (showBanner: boolean) => void;
  /** The clock; a parameter so tests control it. */
  now?: () => Date;
  delayMs?: number;
}

/**
 * Spec §4 "Cookie consent" on startup: after CONSENT_CHECK_DELAY_MS clears the legacy cookie and
 * reads the record. Returns a cancel function (for an effect's cleanup).
 */
export function scheduleConsentCheck({
  storage,
  doc,
  onResult,
  now = () => new Date(),
  delayMs = CONSENT_CHECK_DELAY_MS,
}: ConsentCheckOptions): () => void {
  const timer = setTimeout(() => {
    clearLegacyCookie(doc);
    onResult(readConsent(storage, now()));
  }, delayMs);
  return () => clearTimeout(timer);
}
