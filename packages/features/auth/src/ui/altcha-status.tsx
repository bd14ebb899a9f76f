import { CheckCircleFilled, LoadingOutlined, WarningFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import type { ProofStatus } from '../model/use-altcha-proof';

export const ALTCHA_TEXTS = {
  solving: 'Проверяем, что вы не робот…',
  ready: 'Проверка «Я не робот» пройдена',
  retry: 'Повторить проверку',
} as const;

type Props = ProofStatus & { onRetry: () => void };

/**
 * The visible, screen-reader-announced state of the altcha proof under the login form. Plain text
 * in the theme's colours: antd's Typography brings tooltips and an editor /login does not use.
 */
export function AltchaStatus(props: Props) {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32, marginBottom: 16, color: token.colorText }}
    >
      {props.status === 'solving' && (
        <>
          <LoadingOutlined aria-hidden />
          <span style={{ color: token.colorTextSecondary }}>{ALTCHA_TEXTS.solving}</span>
        </>
      )}
      {props.status === 'ready' && (
        <>
          <CheckCircleFilled aria-hidden style={{ color: '#389e0d' }} />
          <span>{ALTCHA_TEXTS.ready}</span>
        </>
      )}
      {props.status === 'error' && (
        <>
          <WarningFilled aria-hidden style={{ color: '#cf1322' }} />
          <span style={{ color: token.colorError }}>{props.message}</span>
          <Button type="link" size="small" onClick={props.onRetry}>
            {ALTCHA_TEXTS.retry}
          </Button>
        </>
      )}
    </div>
  );
}
