import { PlainButton } from '@resident/ui';
import { useId, useState } from 'react';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';
import { look } from './parts';

export interface InlineConfirmProps {
  /** The button that asks, e.g. «Удалить автоплатёж». */
  label: string;
  /** What is asked once it is pressed. */
  question: string;
  /** Resolves when done; the question stays while it runs. */
  onConfirm: () => Promise<unknown>;
}

/**
 * A destructive action asked about in place: the button, then the question with «Да, удалить» and
 * «Отмена» where the button was (no modal to load, and the focus stays where the resident is).
 */
export function InlineConfirm({ label, question, onConfirm }: InlineConfirmProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  if (!asking) return <PlainButton onClick={() => setAsking(true)}>{label}</PlainButton>;
  return (
    <div role="group" aria-labelledby={questionId} style={{ display: 'grid', gap: 8, width: '100%' }}>
      <p id={questionId} style={{ margin: 0 }}>
        {question}
      </p>
      <div style={look.row}>
        <PlainButton
          variant="primary"
          autoFocus
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => {
              setBusy(false);
              setAsking(false);
            });
          }}
        >
          {T.confirmRemove}
        </PlainButton>
        <PlainButton disabled={busy} onClick={() => setAsking(false)}>
          {T.cancel}
        </PlainButton>
      </div>
    </div>
  );
}
