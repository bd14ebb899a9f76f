export { CookieBanner, type CookieBannerProps } from './cookie-banner.tsx';
export { COOKIE_BANNER_TEXTS } from './cookie-banner-texts.ts';
export {
  acceptConsent,
  clearLegacyCookie,
  CONSENT_CHECK_DELAY_MS,
  CONSENT_KEY,
  CONSENT_MONTHS,
  hasAgreed,
  LEGACY_CONSENT_COOKIE,
  readConsent,
  rejectConsent,
  scheduleConsentCheck,
  type ConsentCheckOptions,
  type ConsentRecord,
  type ConsentStorage,
} from './cookie-consent.ts';
export { useCookieConsent, type CookieConsentSources } from './use-cookie-consent.ts';
