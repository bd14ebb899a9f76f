import { useEffect, useState } from 'react';
import { acceptConsent, rejectConsent, scheduleConsentCheck, type ConsentStorage } from './cookie-consent.ts';

export interface CookieConsentSources {
  /** Default: window.localStorage (read lazily: touching it can throw). */
  storage?: ConsentStorage;
  doc?: Pick<Document, 'cookie'>;
  now?: () => Date;
}

/** The banner's open state and answers (spec §4), ready for <CookieBanner {...useCookieConsent()} />. */
export function useCookieConsent({ storage, doc, now = () => new Date() }: CookieConsentSources = {}) {
  const [open, setOpen] = useState(false);
  const resolved = (): ConsentStorage => storage ?? safeLocalStorage();

  useEffect(
    () => scheduleConsentCheck({ storage: resolved(), doc: doc ?? document, now, onResult: setOpen }),
    // The check runs once per mount, with the sources it started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return {
    open,
    onAccept: () => {
      acceptConsent(resolved(), now());
      setOpen(false);
    },
    onReject: () => {
      rejectConsent(resolved());
      setOpen(false);
    },
  };
}

/** Storage that forgets, used where localStorage is missing or access to it throws. */
const noStorage: ConsentStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

function safeLocalStorage(): ConsentStorage {
  try {
    return window.localStorage ?? noStorage;
  } catch {
    return noStorage;
  }
}
