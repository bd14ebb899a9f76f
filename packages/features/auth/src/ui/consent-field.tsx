import type { PersonalDataConsent } from '@resident/contract';
import { plainTokens as token } from '@resident/ui';

export const CONSENT_TEXTS = {
  label: 'Я даю согласие на обработку моих персональных данных',
  show: 'Текст согласия',
  loading: 'Загружаем текст согласия…',
} as const;

type Props = {
  consent: PersonalDataConsent | undefined;
  /** Why the text could not be loaded; the checkbox waits until it can be read. */
  loadError?: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
};

/**
 * 152-ФЗ: a separate consent, never pre-ticked, with its full text one click away. It can be
 * ticked only once the text (and so its version) has loaded.
 */
export function ConsentField({ consent, loadError, checked, error, onChange }: Props) {
  const errorId = 'registration_consent_help';
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        style={{
          display: 'flex',
          gap: token.marginXS,
          alignItems: 'flex-start',
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          cursor: 'pointer',
        }}
      >
        <input
          id="registration_consent"
          type="checkbox"
          checked={checked}
          disabled={!consent}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={{ width: 18, height: 18, marginTop: 2, flex: 'none', accentColor: token.colorPrimary }}
        />
        <span>{CONSENT_TEXTS.label}</span>
      </label>
      {error ? (
        <div id={errorId} style={{ color: token.colorError }}>
          {error}
        </div>
      ) : null}
      <details style={{ marginTop: token.marginXS, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        <summary style={{ cursor: 'pointer', color: token.colorLink, minHeight: 24 }}>
          {consent?.title ?? CONSENT_TEXTS.show}
        </summary>
        <p style={{ margin: `${token.marginXS}px 0 0` }}>{consent?.text ?? loadError ?? CONSENT_TEXTS.loading}</p>
      </details>
    </div>
  );
}
