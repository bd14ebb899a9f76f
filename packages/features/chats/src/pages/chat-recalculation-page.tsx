import { errorMessageOf, selectUser, useAppSelector } from '@resident/api';
import { changeObjectFacts } from '@resident/communication';
import { useAddChangeObjectCommentMutation, useGetChangeObjectQuery } from '../api/chats.api.ts';
import { paths } from '@resident/routes';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { draftKey } from '../lib/draft-storage';
import { isNotFound } from '../lib/is-not-found';
import { parseId } from '../lib/parse-id';
import { CHANGE_OBJECT_STATUS_LABELS } from '@resident/communication';
import { useClearUnreadWhenSeen } from '../model/use-clear-unread-when-seen';
import { useComposer, type OutgoingMessage } from '../model/use-composer';
import { useLivePollingInterval } from '../model/use-live-polling';
import { NotFoundResult } from '../ui/not-found';
import { RequestSummary } from '../ui/request-summary';
import { ChatScreenView } from './chat-screen-view';

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

function RecalculationChatScreen({
  contragentId,
  id,
  onBack,
}: {
  contragentId: number;
  id: number;
  onBack: () => void;
}) {
  const [searchParams] = useSearchParams();
  const pollingInterval = useLivePollingInterval();
  const request = useGetChangeObjectQuery({ contragentId, id }, { pollingInterval });
  const item = request.data;
  const comments = item?.comments ?? [];
  const [addComment] = useAddChangeObjectCommentMutation();
  const send = useCallback(
    (message: OutgoingMessage) =>
      addComment({
        contragentId,
        id,
        text: message.text,
        documents: message.files.length > 0 ? { other: message.files } : undefined,
      }).unwrap(),
    [addComment, contragentId, id],
  );
  const composer = useComposer(draftKey(`change-object-${id}`), send);
  const latestOperatorId = comments.findLast((comment) => comment.author === 'operator')?.id;
  useClearUnreadWhenSeen({ changeObjectId: id }, latestOperatorId, item !== undefined);

  if (!item && isNotFound(request.error)) return <NotFoundResult onBack={onBack} />;

  return (
    <ChatScreenView
      header={{
        title: searchParams.get('name') ?? (item ? `Заявка №${item.requestNumber}` : undefined),
        number: item && searchParams.get('name') ? `Заявка №${item.requestNumber}` : undefined,
        status: item ? CHANGE_OBJECT_STATUS_LABELS[item.status] : undefined,
      }}
      thread={{
        messages: comments,
        loading: request.isLoading,
        error: !item && request.error ? errorMessageOf(request.error) : undefined,
        onRetry: () => void request.refetch(),
      }}
      summary={item ? <RequestSummary facts={changeObjectFacts(item)} /> : null}
      composer={composer}
      disabled={!item}
    />
  );
}

export { ChatRecalculationPage as Component };
