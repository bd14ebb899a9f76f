import {
  baseApi,
  CHANGE_OBJECT_LISTS,
  changeObjectTag,
  downloadResponse,
  fileNameFromContentDisposition,
  type DownloadedDocument,
} from '@resident/api';
import { chatTags, changeObjectsPath, toFormData, type DocumentFiles, type UploadFile } from '@resident/communication';
import type {
  ChangeObjectComment,
  ChangeObjectWithComments,
  Chat,
  ChatMessage,
  ChatThread,
  ClearUnreadQuery,
  UnreadMessagesResponse,
} from '@resident/contract';

/** Messages per page of a thread. */
export const CHAT_PAGE_SIZE = 50;

export type SendMessageArg = { chatId: number; text?: string; files?: readonly UploadFile[] };
export type ChangeObjectArg = { contragentId: number; id: number };
export type AddChangeObjectCommentArg = ChangeObjectArg & { text?: string; documents?: DocumentFiles };

/**
 * A chat's or a request's thread (spec §7 "main/communication/…", client/{contragentId}/
 * changeObjects/{id}): reading, writing, documents and unread. What the thread changes reloads
 * the appeals lists and the shell's tasks through the 'Chats', 'ChangeObjects', 'Unread' and
 * 'Tasks' tags. Nothing here shows errors: the screen does, keeping what the resident typed.
 */
export const chatsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * A chat and its messages, newest page first: `data.pages[0]` holds the newest messages and
     * the chat; `fetchNextPage()` loads older ones (`hasNextPage` while there are). Use
     * `threadOf(data)` for the chat and all loaded messages oldest first.
     */
    getChatThread: build.infiniteQuery<ChatThread, number, number>({
      infiniteQueryOptions: {
        // 0: the newest page; afterwards the id of the oldest message loaded.
        initialPageParam: 0,
        getNextPageParam: (lastPage) =>
          lastPage.hasMore && lastPage.messages[0] ? lastPage.messages[0].id : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `main/communication/chat/${queryArg}`,
        params: pageParam === 0 ? { limit: CHAT_PAGE_SIZE } : { before: pageParam, limit: CHAT_PAGE_SIZE },
      }),
      providesTags: (_result, _error, chatId) => chatTags(chatId),
    }),

    /** POST main/communication/message, multipart. Reloads the thread, the list, unread and tasks. */
    sendMessage: build.mutation<ChatMessage, SendMessageArg>({
      query: ({ chatId, text, files }) => ({
        url: 'main/communication/message',
        method: 'POST',
        body: toFormData({ chatId, text }, { files }),
      }),
      invalidatesTags: (_result, _error, { chatId }) => ['Chats', 'Unread', 'Tasks', ...chatTags(chatId)],
    }),

    /**
     * GET main/communication/document/{id} as a file; pass the result to saveDocument(). A failure's
     * JSON body is parsed (400 FILE_NOT_FOUND_ON_SERVER → 'Файл не найден на сервере').
     */
    downloadDocument: build.mutation<DownloadedDocument, number>({
      query: (id) => ({ url: `main/communication/document/${id}`, responseHandler: downloadResponse }),
      transformResponse: (blob: Blob, meta) => ({
        blob,
        fileName: fileNameFromContentDisposition(meta?.response?.headers.get('content-disposition')) ?? 'document',
        contentType: meta?.response?.headers.get('content-type') ?? blob.type,
      }),
    }),

    getUnreadMessages: build.query<UnreadMessagesResponse, void>({
      query: () => 'main/communication/unreadmessages',
      providesTags: ['Unread'],
    }),

    /** DELETE main/communication/unreadMessages?chatId= (or ?changeObjectId=): marks them read. */
    clearUnread: build.mutation<UnreadMessagesResponse, ClearUnreadQuery>({
      query: (query) => ({ url: 'main/communication/unreadMessages', method: 'DELETE', params: query }),
      // The lists show unread counts and reload. The open thread (a chat's or a request's) does not
      // show one, and reloading a chat's would fetch every page the resident has scrolled back through.
      invalidatesTags: (_result, error, query) =>
        error ? [] : ['Tasks', query.chatId !== undefined ? 'Chats' : CHANGE_OBJECT_LISTS],
      // The answer is the new counts: no second request for them.
      async onQueryStarted(_query, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(chatsApi.util.upsertQueryData('getUnreadMessages', undefined, data));
        } catch {
          // The caller has the error.
        }
      },
    }),

    /** The request with all its comments (oldest first) and their documents. */
    getChangeObject: build.query<ChangeObjectWithComments, ChangeObjectArg>({
      query: ({ contragentId, id }) => `${changeObjectsPath(contragentId)}/${id}`,
      providesTags: (_result, _error, { id }) => [changeObjectTag(id)],
    }),

    addChangeObjectComment: build.mutation<ChangeObjectComment, AddChangeObjectCommentArg>({
      query: ({ contragentId, id, text, documents }) => ({
        url: `${changeObjectsPath(contragentId)}/${id}/comments`,
        method: 'POST',
        body: toFormData({ text }, documents),
      }),
      invalidatesTags: (_result, _error, { id }) => [CHANGE_OBJECT_LISTS, changeObjectTag(id), 'Unread', 'Tasks'],
    }),
  }),
});

export const {
  useGetChatThreadInfiniteQuery,
  useSendMessageMutation,
  useDownloadDocumentMutation,
  useClearUnreadMutation,
  useGetChangeObjectQuery,
  useAddChangeObjectCommentMutation,
} = chatsApi;

/** The chat and every loaded message of a thread, oldest first (each once). */
export function threadOf(data: { pages: readonly ChatThread[] } | undefined): {
  chat: Chat | undefined;
  messages: ChatMessage[];
} {
  if (!data || data.pages.length === 0) return { chat: undefined, messages: [] };
  const seen = new Set<number>();
  const messages: ChatMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return { chat: data.pages[0]?.chat, messages };
}
