import { useBrand } from '@resident/branding';
import { GuestLayout, SectionInDevelopment } from '@resident/ui';

export const PAY_TEXTS = {
  title: 'Оплата',
  description:
    'Оплата по номеру лицевого счёта без входа в личный кабинет скоро станет доступна. Пока квитанцию можно оплатить по QR-коду в приложении вашего банка.',
} as const;

/** The public payment page (design.md §3 "Payments") comes in a later issue. */
export function PayPage() {
  const brand = useBrand();
  return (
    // The contacts are given to the section, not to the card's footer, so they appear once.
    <GuestLayout logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }}>
      <SectionInDevelopment title={PAY_TEXTS.title} description={PAY_TEXTS.description} contacts={brand.contacts} />
    </GuestLayout>
  );
}

export { PayPage as Component };
