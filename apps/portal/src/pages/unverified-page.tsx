import { useBrand } from '@resident/branding';
import { PageResult } from '@resident/ui';

export const UNVERIFIED_TEXTS = {
  title: 'Учётная запись ещё не подтверждена',
  subtitle:
    'Оператор проверяет ваши данные. Как только учётная запись будет подтверждена, все разделы личного кабинета станут доступны.',
  support: (phone: string) => `Если проверка затянулась, позвоните в службу поддержки: ${phone}`,
} as const;

export function UnverifiedPage() {
  const brand = useBrand();
  const phone = brand.contacts?.supportPhone;
  return (
    <PageResult
      status="info"
      title={UNVERIFIED_TEXTS.title}
      subtitle={phone ? `${UNVERIFIED_TEXTS.subtitle} ${UNVERIFIED_TEXTS.support(phone)}` : UNVERIFIED_TEXTS.subtitle}
    />
  );
}
