import { paths } from '@resident/routes';
import { useBrand } from '@resident/branding';
import { GuestLayout, SectionInDevelopment } from '@resident/ui';
import { useNavigate } from 'react-router';

export const PASSWORD_RECOVERY_TEXTS = {
  title: 'Восстановление пароля',
  description:
    'Восстановить пароль на сайте скоро будет можно. Пока за восстановлением доступа обратитесь в службу поддержки.',
  login: 'Вернуться ко входу',
} as const;

/** Password recovery with altcha and email confirmation (design.md §3) comes in a later issue. */
export function PasswordRecoveryPage() {
  const brand = useBrand();
  const navigate = useNavigate();
  return (
    // The contacts are given to the section, not to the card's footer, so they appear once.
    <GuestLayout logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }}>
      <SectionInDevelopment
        title={PASSWORD_RECOVERY_TEXTS.title}
        description={PASSWORD_RECOVERY_TEXTS.description}
        contacts={brand.contacts}
        action={{ label: PASSWORD_RECOVERY_TEXTS.login, onClick: () => void navigate(paths.login) }}
      />
    </GuestLayout>
  );
}

export { PasswordRecoveryPage as Component };
