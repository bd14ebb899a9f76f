import { StatusAlert } from '@resident/ui';
import { Button } from 'antd';
import { INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusAlert type="error" action={<Button onClick={onRetry}>{T.retry}</Button>}>
      {T.loadFailed}: {message}
    </StatusAlert>
  );
}
