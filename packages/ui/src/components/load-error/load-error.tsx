import { PlainButton } from '../plain-button/plain-button.tsx';
import { StatusAlert } from '../status-alert/status-alert.tsx';

export const LOAD_ERROR_TEXTS = { retry: 'Повторить' } as const;

export interface LoadErrorProps {
  /** What failed, spec §8's text of the answer (errorMessageOf). */
  message: string;
  /** What could not load, said before the message («Не удалось загрузить реестр рассрочек»); without it the message alone. */
  title?: string;
  onRetry: () => void;
}

/**
 * A part of a page that could not load, with «Повторить»: the portal's error alert with its retry
 * button, as every account page shows it (one component instead of a copy per feature).
 */
export function LoadError({ message, title, onRetry }: LoadErrorProps) {
  return (
    <StatusAlert
      type="error"
      action={
        <PlainButton size="small" onClick={onRetry}>
          {LOAD_ERROR_TEXTS.retry}
        </PlainButton>
      }
    >
      {title ? `${title}: ${message}` : message}
    </StatusAlert>
  );
}
