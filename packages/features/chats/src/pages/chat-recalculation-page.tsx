import { errorMessageOf, paths, selectUser, useAddChangeObjectCommentMutation, useAppSelector, useGetChangeObjectQuery } from '@resident/api';
import { FormErrorAlert } from '@resident/ui';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { draftKey } from '../lib/draft-storage';
import { isNotFound } from '../lib/is-not-found';
import { parseId } from '../lib/parse-id';
import { CHANGE_OBJECT_STATUS_LABELS } from '../lib/status-labels';
import { useClearUnreadWhenSeen } from '../model/use-clear-unread-when-seen';
import { useComposer, type OutgoingMessage } from '../model/use-composer';
import { useDocumentDownload } from '../model/use-document-download';
import { useLivePollingInterval } from '../model/use-live-polling';
import { ChatHeader } from '../ui/chat-header';
import { ChatThread } from '../ui/chat-thread';
import { MessageComposer } from '../ui/message-composer';
import { NotFoundResult } from '../ui/not-found';

/** /resident/:userId/chats-recalculation/:changeObjectId — a recalculation request's comments as a chat. */
export function ChatRecalculationPage() {
  const { userId = '', changeObjectId } = useParams();
  const id = parseId(changeObjectId);
  const user = useAppSelector(selectUser);
  // The route's userId is the account id when there is one (SessionUser.id).
  const contragentId = user?.contragentId ?? parseId(userId);
  const navigate = useNavigate();
  const back = () => void navigate(paths.appeals.getHref(userId));
  if (id === undefined || contragentId === undefined) return <NotFoundResult onBack={back} />;
  return <RecalculationChatScreen key={id} contragentId={contragentId} id={id} onBack={back} />;
}

function RecalculationChatScreen({ contragentId, id, onBack }: { contragentId: number; id: number; onBack: () => void }) {
  const [searchParams] = useSearchParams();
  const pollingInterval = useLivePollingInterval();
  const request = useGetChangeObjectQuery({ contragentId, id }, { pollingInterval });
  const item = request.data;
  const comments = item?.comments ?? [];
  const [addComment] = useAddChangeObjectCommentMutation();
  const send = useCallback(
    (message: OutgoingMessage) =>
      addComment({ contragentId, id, text: message.text, documents: message.files.length > 0 ? { other: message.files } : undefined }).unwrap(),
    [addComment, contragentId, id],
  );
  const composer = useComposer(draftKey(`change-object-${id}`), send);
  const download = useDocumentDownload();
  const latestOperatorId = comments.findLast((comment) => comment.author === 'operator')?.id;
  useClearUnreadWhenSeen({ changeObjectId: id }, latestOperatorId, item !== undefined);

  if (!item && isNotFound(request.error)) return <NotFoundResult onBack={onBack} />;

  return (
    <section aria-label="Чат" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ChatHeader
        title={searchParams.get('name') ?? (item ? `Заявка №${item.requestNumber}` : undefined)}
        number={item && searchParams.get('name') ? `Заявка №${item.requestNumber}` : undefined}
        status={item ? CHANGE_OBJECT_STATUS_LABELS[item.status] : undefined}
      />
      <FormErrorAlert message={download.error ?? undefined} />
      <ChatThread
        messages={comments}
        loading={request.isLoading}
        error={!item && request.error ? errorMessageOf(request.error) : undefined}
        onRetry={() => void request.refetch()}
        onDownload={(documentId) => void download.onDownload(documentId)}
        downloadingId={download.downloadingId}
      />
      <MessageComposer
        text={composer.text}
        onTextChange={composer.setText}
        files={composer.files}
        onFilesChange={composer.setFiles}
        onSend={() => void composer.submit()}
        status={composer.status}
        error={composer.error}
        onErrorChange={composer.setError}
        disabled={!item}
      />
    </section>
  );
}

export { ChatRecalculationPage as Component };
