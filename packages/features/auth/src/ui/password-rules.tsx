import { brokenPasswordRules, PASSWORD_RULE_TEXTS, PASSWORD_RULES } from '@resident/contract/limits';
import { plainTokens as token } from '@resident/ui';

export const PASSWORD_RULES_TITLE = 'Пароль должен быть:';

/**
 * The password rules as a checklist that ticks itself while the resident types, so nobody learns
 * them from a refusal. Screen readers hear the list once, not on every key (aria-live would nag).
 */
export function PasswordRules({ id, password, email }: { id: string; password: string; email: string }) {
  const broken = new Set(brokenPasswordRules(password, email));
  return (
    <div
      id={id}
      style={{
        margin: `-${token.marginXS}px 0 ${token.marginLG}px`,
        fontSize: token.fontSizeSM,
        color: token.colorTextSecondary,
      }}
    >
      <p style={{ margin: 0 }}>{PASSWORD_RULES_TITLE}</p>
      <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
        {PASSWORD_RULES.map((rule) => {
          const met = password !== '' && !broken.has(rule);
          return (
            // Told apart by the mark and the hidden word, not by colour (a green on white would not read).
            <li
              key={rule}
              data-met={met}
              style={{ position: 'relative', fontWeight: met ? token.fontWeightStrong : undefined }}
            >
              <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
              {PASSWORD_RULE_TEXTS[rule]}
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {met ? ' — выполнено' : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
