import { useEffect, useState } from 'react';
import { loadAnalytics } from '../app/analytics/analytics';
import type { Environment } from '../app/runtime-config';
// The folder, not the shell's barrel: the barrel would pull every shell component into the entry.
import { CookieBanner, hasAgreed, useCookieConsent } from '../shell/cookie-banner';

type Props = { environment: Environment; counterId: string };

/** Spec §4: the cookie banner, and the analytics counter only in production and after consent. */
export function ConsentAndAnalytics({ environment, counterId }: Props) {
  const consent = useCookieConsent();
  // A resident who agreed on an earlier visit is counted from the first page on.
  // Drawn on the server too (src/prerender), where there is no storage and nothing to count.
  const [accepted, setAccepted] = useState(
    () => typeof localStorage !== 'undefined' && hasAgreed(localStorage, new Date()),
  );
  useEffect(() => {
    if (accepted && environment === 'production') loadAnalytics(counterId);
  }, [accepted, environment, counterId]);
  return (
    <CookieBanner
      open={consent.open}
      onAccept={() => {
        consent.onAccept();
        setAccepted(true);
      }}
      onReject={consent.onReject}
    />
  );
}
