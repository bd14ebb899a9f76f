import { errorMessageOf } from '@resident/api';
import { useBrand } from '@resident/branding';
import { paths } from '@resident/routes';
import { GuestLayout, PageResult } from '@resident/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmEmailChangeMutation } from '../api/registration.api';
import { useLinkToken } from '../model/use-link-token';

export const EMAIL_CONFIRM_TEXTS = {
  working: 'Подтверждаем новый адрес…',
  done: 'Адрес изменён',
  doneText: (email: string) =>
    `Теперь входите в личный кабинет с адресом ${email}. Прежний адрес больше не подходит для входа.`,
  failed: 'Не удалось подтвердить адрес',
  noToken: 'В ссылке нет кода подтверждения. Откройте ссылку из письма целиком',
  next: 'Перейти в личный кабинет',
} as const;

/** /email/confirm?token=…: the link sent to a new login address, opened signed in or not. */
export function EmailConfirmPage() {
  const brand = useBrand();
  const navigate = useNavigate();
  const token = useLinkToken();
  const [confirm] = useConfirmEmailChangeMutation();
  const [outcome, setOutcome] = useState<{ email: string } | { error: string } | undefined>(
    token ? undefined : { error: EMAIL_CONFIRM_TEXTS.noToken },
  );
  const started = useRef(false);

  useEffect(() => {
    // Once: a second render in development must not spend the link.
    if (started.current || !token) return;
    started.current = true;
    void confirm({ token }).then((result) =>
      setOutcome(result.data ? result.data : { error: errorMessageOf(result.error) }),
    );
  }, [confirm, token]);

  const next = { label: EMAIL_CONFIRM_TEXTS.next, onClick: () => void navigate(paths.resident) };
  return (
    <GuestLayout logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }} contacts={brand.contacts}>
      {!outcome ? (
        <div role="status">
          <PageResult status="info" title={EMAIL_CONFIRM_TEXTS.working} />
        </div>
      ) : 'email' in outcome ? (
        <PageResult
          status="success"
          title={EMAIL_CONFIRM_TEXTS.done}
          subtitle={EMAIL_CONFIRM_TEXTS.doneText(outcome.email)}
          action={next}
        />
      ) : (
        <PageResult status="error" title={EMAIL_CONFIRM_TEXTS.failed} subtitle={outcome.error} action={next} />
      )}
    </GuestLayout>
  );
}

export { EmailConfirmPage as Component };
