import { COMMUNICATION_LIMITS, COMMUNICATION_TEXTS, readAttachmentProblem } from '@resident/contract/limits';
import { Button, Input, Typography } from 'antd';
import { memo, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

export const COMPOSER_TEXTS = {
  label: 'Сообщение',
  hint: 'Enter — отправить, Shift+Enter — новая строка',
  send: 'Отправить',
  retry: 'Повторить',
  attach: 'Прикрепить файлы',
  uploading: 'Загрузка...',
} as const;

export type MessageComposerStatus = 'idle' | 'sending' | 'failed';

export interface MessageComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  onSend: () => void;
  status?: MessageComposerStatus;
  /** The error line: a refused file, a too long text or why the send failed. */
  error?: string | null;
  /** A refused file or a cleared error. */
  onErrorChange?: (error: string | null) => void;
  /** E.g. while the thread is not loaded. */
  disabled?: boolean;
}

const { textMaxLength, filesPerMessage } = COMMUNICATION_LIMITS;
const formatCount = (value: number) => value.toLocaleString('ru-RU');

/**
 * The text and attachments of a new message. Controlled: the caller keeps them, so a failed send
 * leaves both in place and 'Повторить' sends the same message. Memoised: the thread's updates
 * (a page of older messages, a new answer) re-render the screen, and the antd fields here need not.
 */
export const MessageComposer = memo(function MessageComposer({
  text,
  onTextChange,
  files,
  onFilesChange,
  onSend,
  status = 'idle',
  error,
  onErrorChange,
  disabled,
}: MessageComposerProps) {
  const sending = status === 'sending';
  const fileInput = useRef<HTMLInputElement>(null);
  // The files as last rendered: a pick is judged asynchronously and must add to the current list.
  const filesNow = useRef(files);
  filesNow.current = files;
  const hintId = useId();
  const errorId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const tooLong = text.length > textMaxLength;
  const empty = text.trim() === '' && files.length === 0;
  const shownError = fileError ?? error ?? (tooLong ? COMMUNICATION_TEXTS.textTooLong : null);

  const send = () => {
    if (sending || disabled || empty || tooLong) return;
    // A file refused at the last pick is not part of this message: its line would stay under a sent
    // message, and would hide why this send failed.
    setFileError(null);
    onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an IME composes a word confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be picked again after it was removed.
    event.target.value = '';
    // Each file's first 1 KiB is read for the content rules (the text typed meanwhile stays as it is).
    const problems = await Promise.all(picked.map((file) => readAttachmentProblem(file)));
    const accepted: File[] = [];
    let problem: string | null = null;
    picked.forEach((file, index) => {
      const fileProblem = problems[index];
      if (fileProblem) problem ??= `${file.name}: ${fileProblem}`;
      else accepted.push(file);
    });
    const next = [...filesNow.current, ...accepted];
    if (next.length > filesPerMessage) problem ??= COMMUNICATION_TEXTS.tooManyFiles;
    setFileError(problem);
    onErrorChange?.(null);
    onFilesChange(next.slice(0, filesPerMessage));
  };

  const remove = (index: number) => {
    setFileError(null);
    onFilesChange(files.filter((_, i) => i !== index));
  };

  return (
    <form
      aria-label="Новое сообщение"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <Input.TextArea
        aria-label={COMPOSER_TEXTS.label}
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        aria-invalid={tooLong || undefined}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 2, maxRows: 8 }}
        readOnly={sending}
        disabled={disabled}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Typography.Text type="secondary" id={hintId}>
          {COMPOSER_TEXTS.hint}
        </Typography.Text>
        <Typography.Text type={tooLong ? 'danger' : 'secondary'} aria-live="polite">
          {formatCount(text.length)} / {formatCount(textMaxLength)}
        </Typography.Text>
      </div>
      {files.length > 0 && (
        <ul aria-label="Прикреплённые файлы" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              style={{ display: 'flex', alignItems: 'center', gap: 8, overflowWrap: 'anywhere' }}
            >
              <span>{file.name}</span>
              {sending ? (
                <Typography.Text type="secondary">{COMPOSER_TEXTS.uploading}</Typography.Text>
              ) : (
                <Button size="small" type="link" onClick={() => remove(index)} aria-label={`Удалить файл ${file.name}`}>
                  Удалить
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {shownError && (
        <Typography.Text type="danger" role="alert" id={errorId}>
          {shownError}
        </Typography.Text>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label={COMPOSER_TEXTS.attach}
          onChange={(event) => void onPick(event)}
        />
        <Button onClick={() => fileInput.current?.click()} disabled={sending || disabled}>
          {COMPOSER_TEXTS.attach}
        </Button>
        {status === 'failed' ? (
          // Its own key: reusing the send button would carry over its fading loading icon.
          <Button key="retry" type="primary" onClick={send} disabled={disabled || tooLong}>
            {COMPOSER_TEXTS.retry}
          </Button>
        ) : (
          <Button key="send" type="primary" htmlType="submit" loading={sending} disabled={disabled || empty || tooLong}>
            {COMPOSER_TEXTS.send}
          </Button>
        )}
      </div>
    </form>
  );
});
