import { useBrand } from '@resident/branding';
import { paths } from '@resident/routes';
import { GuestLayout, PageResult } from '@resident/ui';
import { useNavigate } from 'react-router';

export const NOT_FOUND_TEXTS = {
  title: 'Страница не найдена',
  subtitle: 'Возможно, она была перемещена или адрес набран с ошибкой.',
  action: 'На главную',
} as const;

/** Any unknown path (spec §2): in the guest frame, with the brand's logo and support contacts. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const brand = useBrand();
  return (
    <GuestLayout
      logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }}
      contacts={brand.contacts}
      maxWidth={480}
    >
      <PageResult
        status="404"
        title={NOT_FOUND_TEXTS.title}
        subtitle={NOT_FOUND_TEXTS.subtitle}
        action={{ label: NOT_FOUND_TEXTS.action, onClick: () => navigate(paths.resident) }}
      />
    </GuestLayout>
  );
}
