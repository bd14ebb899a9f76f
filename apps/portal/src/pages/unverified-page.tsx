import { useBrand } from '@resident/branding';
import { ContactLinks, hasContacts, PageResult } from '@resident/ui';

export const UNVERIFIED_TEXTS = {
  title: 'Учётная запись ещё не подтверждена',
  subtitle:
    'Оператор проверяет ваши данные. Как только учётная запись будет подтверждена, все разделы личного кабинета станут доступны.',
  support: 'Если проверка затянулась, обратитесь в службу поддержки:',
} as const;

/** The not-verified screen; the support contacts are links (`tel:`, `mailto:`), as on every guest page. */
export function UnverifiedPage() {
  const { contacts } = useBrand();
  return (
    <PageResult status="info" title={UNVERIFIED_TEXTS.title} subtitle={UNVERIFIED_TEXTS.subtitle}>
      {hasContacts(contacts) ? (
        <>
          <p style={{ margin: 0 }}>{UNVERIFIED_TEXTS.support}</p>
          <ContactLinks contacts={contacts} />
        </>
      ) : null}
    </PageResult>
  );
}
