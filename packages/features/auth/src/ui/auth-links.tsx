import { paths } from '@resident/routes';
import { plainTokens as token } from '@resident/ui';
import { Link } from 'react-router';

export const AUTH_LINK_TEXTS = {
  register: 'Зарегистрироваться',
  recover: 'Забыли пароль?',
  login: 'Войти в личный кабинет',
} as const;

type Target = keyof typeof AUTH_LINK_TEXTS;
const TO: Record<Target, string> = {
  register: paths.registration,
  recover: paths.passwordRecovery,
  login: paths.login,
};

/** The ways between the guest pages, as plain router links (nothing of the other page loads). */
export function AuthLinks({ links }: { links: readonly Target[] }) {
  return (
    <nav
      aria-label="Вход и регистрация"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: `${token.marginXS}px ${token.marginLG}px`,
        marginTop: token.marginLG,
      }}
    >
      {links.map((link) => (
        // 24 px tall at least: WCAG 2.2 target size.
        <Link
          key={link}
          to={TO[link]}
          style={{
            color: token.colorLink,
            fontSize: token.fontSize,
            lineHeight: '24px',
            minHeight: 24,
            display: 'inline-block',
          }}
        >
          {AUTH_LINK_TEXTS[link]}
        </Link>
      ))}
    </nav>
  );
}
