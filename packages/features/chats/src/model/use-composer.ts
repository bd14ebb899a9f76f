import { COMMUNICATION_LIMITS, COMMUNICATION_TEXTS, readAttachmentsProblem } from '@resident/contract/limits';
import { useCallback, useRef, useState } from 'react';
import { readDraft, writeDraft } from '../lib/draft-storage';
import { sendFailureText } from '../lib/send-failure-text';

export type ComposerStatus = 'idle' | 'sending' | 'failed';
export type OutgoingMessage = { text: string; files: File[] };

/**
 * The composer's state: the text (kept as a draft in sessionStorage under `storageKey`), the
 * files, and one send at a time. A failure keeps both text and files and gives the error line;
 * only a success clears them and the draft (design.md §3, §5).
 */
export function useComposer(storageKey: string, send: (message: OutgoingMessage) => Promise<unknown>) {
  const [text, setTextState] = useState(() => readDraft(storageKey));
  const [files, setFiles] = useState<File[]>([]);
  const [status, setStatus] = useState<ComposerStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  // A ref, not the state: a double click fires twice before React re-renders the disabled button.
  const inFlight = useRef(false);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      writeDraft(storageKey, next);
    },
    [storageKey],
  );

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const trimmed = text.trim();
    if (trimmed === '' && files.length === 0) return;
    if (text.length > COMMUNICATION_LIMITS.textMaxLength) {
      setError(COMMUNICATION_TEXTS.textTooLong);
      return;
    }
    inFlight.current = true;
    // The composer judged each file when it was picked; judged again here with its first bytes, as
    // the server will, in case a file reached the list another way. A refusal keeps text and files.
    const fileProblem = await readAttachmentsProblem(files);
    if (fileProblem) {
      inFlight.current = false;
      setError(fileProblem);
      return;
    }
    setStatus('sending');
    setError(null);
    try {
      await send({ text: trimmed, files });
      setText('');
      setFiles([]);
      setStatus('idle');
    } catch (failure) {
      setStatus('failed');
      setError(sendFailureText(failure, files.length > 0));
    } finally {
      inFlight.current = false;
    }
  }, [files, send, setText, text]);

  return { text, setText, files, setFiles, status, error, setError, submit };
}
