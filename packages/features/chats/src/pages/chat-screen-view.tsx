import { FormErrorAlert } from '@resident/ui';
import { useCallback, type ComponentProps, type ReactNode } from 'react';
import type { useComposer } from '../model/use-composer';
import { useDocumentDownload } from '../model/use-document-download';
import { ChatHeader } from '../ui/chat-header';
import { ChatThread } from '../ui/chat-thread';
import { MessageComposer } from '../ui/message-composer';

type ThreadProps = Omit<ComponentProps<typeof ChatThread>, 'onDownload' | 'downloadingId'>;

type Props = {
  header: ComponentProps<typeof ChatHeader>;
  thread: ThreadProps;
  composer: ReturnType<typeof useComposer>;
  /** Nothing to write into until the chat or request has loaded. */
  disabled: boolean;
  /** Under the header, above the thread: what a recalculation request asked for. */
  summary?: ReactNode;
};

/** What both chat screens show: header, download error, thread and composer, wired the same way. */
export function ChatScreenView({ header, thread, composer, disabled, summary }: Props) {
  const download = useDocumentDownload();
  // A stable handler keeps the memoised composer out of the thread's re-renders.
  const { submit } = composer;
  const onSend = useCallback(() => void submit(), [submit]);
  return (
    <section aria-label="Чат" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ChatHeader {...header} />
      {summary}
      <FormErrorAlert message={download.error ?? undefined} />
      <ChatThread
        {...thread}
        onDownload={(documentId) => void download.onDownload(documentId)}
        downloadingId={download.downloadingId}
      />
      <MessageComposer
        text={composer.text}
        onTextChange={composer.setText}
        files={composer.files}
        onFilesChange={composer.setFiles}
        onSend={onSend}
        status={composer.status}
        error={composer.error}
        onErrorChange={composer.setError}
        disabled={disabled}
      />
    </section>
  );
}
