import { useBrand } from '@resident/branding';
import { paths } from '@resident/routes';
import { GuestLayout, PageResult } from '@resident/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRuntimeConfig } from '../app/runtime-config-context';
import { takeReturnPath } from './service-unavailable-return';

export const SERVICE_UNAVAILABLE_TEXTS = {
  title: 'Сервис временно недоступен',
  subtitle: 'Мы уже работаем над этим. Страница сама вернёт вас туда, где вы были, как только сервис снова заработает.',
  maintenance: 'Идут плановые работы. Пожалуйста, зайдите позже.',
  retry: 'Проверить снова',
} as const;

/** How often the page asks whether the API answers again; quick enough to feel alive, cheap for the API. */
export const SERVICE_PROBE_INTERVAL_MS = 10_000;

export function ServiceUnavailablePage() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const brand = useBrand();
  const switchedOff = config.serviceUnavailable === 'true';
  const [checking, setChecking] = useState(false);

  const probe = useCallback(async () => {
    setChecking(true);
    try {
      // The public branding call is part of every operator's contract, so it tells whether the API is back.
      const response = await fetch(`${config.v3Base}client/freeAccess/branding?isManager=false`, { cache: 'no-store' });
      if (response.ok) navigate(takeReturnPath() ?? paths.resident, { replace: true });
    } catch {
      // Still down: the next probe will tell.
    } finally {
      setChecking(false);
    }
  }, [config.v3Base, navigate]);

  useEffect(() => {
    if (switchedOff) return;
    const timer = setInterval(() => void probe(), SERVICE_PROBE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [probe, switchedOff]);

  return (
    // The guest frame with the brand's logo and support contacts, like the other guest pages. The page
    // stands for a 502/503 or planned works (spec §4, §8), never a server fault of the resident's:
    // a warning mark, not a «500».
    <GuestLayout
      logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }}
      contacts={brand.contacts}
      maxWidth={480}
    >
      <PageResult
        status="warning"
        title={SERVICE_UNAVAILABLE_TEXTS.title}
        subtitle={switchedOff ? SERVICE_UNAVAILABLE_TEXTS.maintenance : SERVICE_UNAVAILABLE_TEXTS.subtitle}
        action={
          switchedOff || checking ? undefined : { label: SERVICE_UNAVAILABLE_TEXTS.retry, onClick: () => void probe() }
        }
      />
    </GuestLayout>
  );
}

export { ServiceUnavailablePage as Component };
