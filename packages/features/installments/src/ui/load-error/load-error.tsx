import { PlainButton, StatusAlert } from '@resident/ui';
import { INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusAlert type="error" action={<PlainButton onClick={onRetry}>{T.retry}</PlainButton>}>
      {T.loadFailed}: {message}
    </StatusAlert>
  );
}
