import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { PlainButton, PlainIcon, plainTokens as token } from '@resident/ui';
import './altcha-status.css';
import type { ProofStatus } from './use-altcha-proof';

export const ALTCHA_TEXTS = {
  solving: 'Проверяем, что вы не робот…',
  ready: 'Проверка «Я не робот» пройдена',
  retry: 'Повторить проверку',
} as const;

type Props = ProofStatus & { onRetry: () => void };

/**
 * The visible, screen-reader-announced state of the altcha proof under the login form. Plain text
 * in the theme's colours, drawn without antd like the rest of /login's first load.
 */
export function AltchaStatus(props: Props) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32, marginBottom: 16, color: token.colorText }}
    >
      {props.status === 'solving' && (
        <>
          <PlainIcon icon={LoadingOutlined} className="altcha-status__spinner" />
          <span style={{ color: token.colorTextSecondary }}>{ALTCHA_TEXTS.solving}</span>
        </>
      )}
      {props.status === 'ready' && (
        <>
          <PlainIcon icon={CheckCircleFilled} style={{ color: token.colorSuccess }} />
          <span>{ALTCHA_TEXTS.ready}</span>
        </>
      )}
      {props.status === 'error' && (
        <>
          <PlainIcon icon={WarningFilled} style={{ color: token.colorError }} />
          <span style={{ color: token.colorError }}>{props.message}</span>
          <PlainButton variant="link" size="small" onClick={props.onRetry}>
            {ALTCHA_TEXTS.retry}
          </PlainButton>
        </>
      )}
    </div>
  );
}
