import { CheckCircleFilled, LoadingOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ProofStatus } from '../model/use-altcha-proof';

export const ALTCHA_TEXTS = {
  solving: 'Проверяем, что вы не робот…',
  ready: 'Проверка «Я не робот» пройдена',
  retry: 'Повторить проверку',
} as const;

type Props = ProofStatus & { onRetry: () => void };

/** The visible, screen-reader-announced state of the altcha proof under the login form. */
export function AltchaStatus(props: Props) {
  return (
    <Flex gap={8} align="center" role="status" aria-live="polite" style={{ minHeight: 32, marginBottom: 16 }}>
      {props.status === 'solving' && (
        <>
          <LoadingOutlined aria-hidden />
          <Typography.Text type="secondary">{ALTCHA_TEXTS.solving}</Typography.Text>
        </>
      )}
      {props.status === 'ready' && (
        <>
          <CheckCircleFilled aria-hidden style={{ color: '#389e0d' }} />
          <Typography.Text>{ALTCHA_TEXTS.ready}</Typography.Text>
        </>
      )}
      {props.status === 'error' && (
        <>
          <WarningFilled aria-hidden style={{ color: '#cf1322' }} />
          <Typography.Text type="danger">{props.message}</Typography.Text>
          <Button type="link" size="small" onClick={props.onRetry}>
            {ALTCHA_TEXTS.retry}
          </Button>
        </>
      )}
    </Flex>
  );
}
