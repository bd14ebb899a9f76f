import { Alert, Button } from 'antd';
import { BILLING_TEXTS } from '../../lib/texts.ts';

export interface LoadErrorProps {
  /** The spec §8 text of the failure. */
  message: string;
  onRetry: () => void;
}

/** A part of the page that could not load, with «Повторить». */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={BILLING_TEXTS.loadFailed}
      description={message}
      action={
        <Button size="small" onClick={onRetry}>
          {BILLING_TEXTS.retry}
        </Button>
      }
    />
  );
}
