import { errorMessageOf } from '@resident/api';
import { threadOf, useGetChatThreadInfiniteQuery, useSendMessageMutation } from '../api/chats.api.ts';
import { paths } from '@resident/routes';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { draftKey } from '../lib/draft-storage';
import { isNotFound } from '../lib/is-not-found';
import { parseId } from '../lib/parse-id';
import { CHAT_STATUS_LABELS } from '@resident/communication';
import { useClearUnreadWhenSeen } from '../model/use-clear-unread-when-seen';
import { useComposer, type OutgoingMessage } from '../model/use-composer';
import { useLivePollingInterval } from '../model/use-live-polling';
import { NotFoundResult } from '../ui/not-found';
import { ChatScreenView } from './chat-screen-view';

/** /resident/:userId/chats/:id — a help chat: its thread and the composer (design.md §3). */
export function ChatPage() {
  const { userId = '', id } = useParams();
  const chatId = parseId(id);
  const navigate = useNavigate();
  const back = () => void navigate(paths.appeals.getHref(userId));
  if (chatId === undefined) return <NotFoundResult onBack={back} />;
  // A key per chat: another chat's draft, window and unread mark start afresh.
  return <ChatScreen key={chatId} chatId={chatId} onBack={back} />;
}

function ChatScreen({ chatId, onBack }: { chatId: number; onBack: () => void }) {
  const [searchParams] = useSearchParams();
  const pollingInterval = useLivePollingInterval();
  const thread = useGetChatThreadInfiniteQuery(chatId, { pollingInterval });
  const { chat, messages } = threadOf(thread.data);
  const [sendMessage] = useSendMessageMutation();
  const send = useCallback(
    (message: OutgoingMessage) => sendMessage({ chatId, text: message.text, files: message.files }).unwrap(),
    [chatId, sendMessage],
  );
  const composer = useComposer(draftKey(chatId), send);
  const latestOperatorId = messages.findLast((message) => message.author === 'operator')?.id;
  useClearUnreadWhenSeen({ chatId }, latestOperatorId, chat !== undefined);

  if (!chat && isNotFound(thread.error)) return <NotFoundResult onBack={onBack} />;

  return (
    <ChatScreenView
      header={{
        title: chat?.subject ?? searchParams.get('name') ?? undefined,
        number: chat ? `Обращение №${chat.requestNumber}` : undefined,
        status: chat ? CHAT_STATUS_LABELS[chat.status] : undefined,
      }}
      thread={{
        messages,
        loading: thread.isLoading,
        error: !chat && thread.error ? errorMessageOf(thread.error) : undefined,
        onRetry: () => void thread.refetch(),
        hasOlder: thread.hasNextPage,
        loadingOlder: thread.isFetchingNextPage,
        onLoadOlder: () => void thread.fetchNextPage(),
      }}
      composer={composer}
      disabled={!chat}
    />
  );
}

export { ChatPage as Component };
