import { paths } from '@resident/routes';
import { useBrand } from '@resident/branding';
import { GuestLayout, SectionInDevelopment } from '@resident/ui';
import { useNavigate } from 'react-router';

export const REGISTRATION_TEXTS = {
  title: 'Регистрация',
  description:
    'Регистрация на сайте скоро станет доступна. Если у вас уже есть логин и пароль, войдите в личный кабинет.',
  login: 'Войти в личный кабинет',
} as const;

/** Registration with altcha and email confirmation (design.md §3) comes in a later issue. */
export function RegistrationPage() {
  const brand = useBrand();
  const navigate = useNavigate();
  return (
    // The contacts are given to the section, not to the card's footer, so they appear once.
    <GuestLayout logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }}>
      <SectionInDevelopment
        title={REGISTRATION_TEXTS.title}
        description={REGISTRATION_TEXTS.description}
        contacts={brand.contacts}
        action={{ label: REGISTRATION_TEXTS.login, onClick: () => void navigate(paths.login) }}
      />
    </GuestLayout>
  );
}

export { RegistrationPage as Component };
