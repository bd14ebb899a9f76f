import { errorMessageOf, useAppDispatch } from '@resident/api';
import { useBrand } from '@resident/branding';
import { paths } from '@resident/routes';
import { GuestLayout, PageResult } from '@resident/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmRegistrationMutation } from '../api/registration.api';
import { errorCodeOf } from '../lib/link-error';
import { signInWithTokens } from '../model/sign-in';
import { useLinkToken } from '../model/use-link-token';

export const CONFIRM_TEXTS = {
  working: 'Подтверждаем адрес…',
  failed: 'Не удалось подтвердить адрес',
  noToken: 'В ссылке нет кода подтверждения. Откройте ссылку из письма целиком',
  login: 'Войти',
  again: 'Зарегистрироваться ещё раз',
} as const;

/**
 * /registration/confirm?token=…: the link from the registration email. Confirms once (a second
 * render in development must not spend the link), then signs the resident in.
 */
export function RegistrationConfirmPage() {
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useLinkToken();
  const [confirm] = useConfirmRegistrationMutation();
  const [failure, setFailure] = useState<{ message: string; used: boolean } | undefined>(
    token ? undefined : { message: CONFIRM_TEXTS.noToken, used: false },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    void (async () => {
      const result = await confirm({ token });
      if (result.error) {
        setFailure({ message: errorMessageOf(result.error), used: errorCodeOf(result.error) === 'LINK_USED' });
        return;
      }
      const entered = await dispatch(signInWithTokens(result.data));
      if (signInWithTokens.rejected.match(entered))
        setFailure({ message: entered.payload ?? CONFIRM_TEXTS.failed, used: true });
    })();
  }, [confirm, dispatch, token]);

  return (
    <GuestLayout logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }} contacts={brand.contacts}>
      {failure ? (
        <PageResult
          status="error"
          title={CONFIRM_TEXTS.failed}
          subtitle={failure.message}
          action={
            failure.used
              ? { label: CONFIRM_TEXTS.login, onClick: () => void navigate(paths.login) }
              : { label: CONFIRM_TEXTS.again, onClick: () => void navigate(paths.registration) }
          }
        />
      ) : (
        <div role="status">
          <PageResult status="info" title={CONFIRM_TEXTS.working} />
        </div>
      )}
    </GuestLayout>
  );
}

export { RegistrationConfirmPage as Component };
