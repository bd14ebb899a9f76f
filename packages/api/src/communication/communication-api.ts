import type {
  ChangeObject,
  ChangeObjectComment,
  ChangeObjectDetails,
  ChangeObjectsPage,
  ChangeObjectsQuery,
  ChangeObjectWithComments,
  Chat,
  ChatCategory,
  ChatMessage,
  ChatsPage,
  ChatsQuery,
  ChatThread,
  ClearUnreadQuery,
  DocumentType,
  UnreadMessagesResponse,
  UpdateAppealBody,
} from '@resident/contract';
import type { ClientOptions } from '../clients/run-client.ts';
import { baseApi } from '../query/base-api.ts';
import { downloadResponse, fileNameFromContentDisposition } from './document-download.ts';
import type { DownloadedDocument } from './document-download.ts';
import { toFormData } from './to-form-data.ts';
import type { UploadFile } from './to-form-data.ts';

/** Messages per page of a thread. */
export const CHAT_PAGE_SIZE = 50;

export type CreateChatArg = {
  /** The category (GET main/communication/chatcategories). */
  categoryId: number;
  subject: string;
  body: string;
  /** The account it concerns; omitted: none in particular. */
  contragentId?: number;
  files?: readonly UploadFile[];
};
export type UpdateChatArg = { id: number } & UpdateAppealBody;
export type SendMessageArg = { chatId: number; text?: string; files?: readonly UploadFile[] };
export type FindPaymentChatArg = {
  contragentId: number;
  /** ISO date, 2019-01-01..today. */
  paymentDate: string;
  /** '1520.50' or 1520.5. */
  amount: string | number;
  paymentPlace?: string;
  comment?: string;
  /** The receipt. */
  files?: readonly UploadFile[];
};
export type ChangeObjectsArg = { contragentId: number } & ChangeObjectsQuery;
export type ChangeObjectArg = { contragentId: number; id: number };
/** Files by document type; each required type of the kind needs at least one (REQUIRED_DOCUMENT_TYPES). */
export type DocumentFiles = Partial<Record<DocumentType, readonly UploadFile[]>>;
export type CreateChangeObjectArg = ChangeObjectDetails & { contragentId: number; comment?: string; documents?: DocumentFiles };
export type UpdateChangeObjectArg = ChangeObjectArg & UpdateAppealBody;
export type AddChangeObjectCommentArg = ChangeObjectArg & { text?: string; documents?: DocumentFiles };

const params: ClientOptions = { client: 'params' };
const chatTags = (id: number) => [{ type: 'Chat' as const, id }, { type: 'Messages' as const, id }];
const changeObjectsPath = (contragentId: number) => `client/${contragentId}/changeObjects`;

/**
 * Appeals and chats (spec §7 "main/communication/…", recalculation requests under
 * client/{contragentId}/changeObjects). Multipart bodies are FormData; nothing here shows errors:
 * the screens do (errorMessageOf), keeping what the resident typed.
 */
export const communicationApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getChatCategories: build.query<ChatCategory[], void>({
      query: () => 'main/communication/chatcategories',
      providesTags: ['ChatCategories'],
    }),

    /** Paged from 1; `status`/`category` arrays go as repeated keys. */
    getChats: build.query<ChatsPage, ChatsQuery | void>({
      query: (query) => ({ url: 'main/communication/chats', params: query ?? undefined }),
      extraOptions: params,
      providesTags: (result) => ['Chats', ...(result?.content.map((chat) => ({ type: 'Chat' as const, id: chat.id })) ?? [])],
    }),

    /**
     * A chat and its messages, newest page first: `data.pages[0]` holds the newest messages and
     * the chat; `fetchNextPage()` loads older ones (`hasNextPage` while there are). Use
     * `threadOf(data)` for the chat and all loaded messages oldest first.
     */
    getChatThread: build.infiniteQuery<ChatThread, number, number>({
      infiniteQueryOptions: {
        // 0: the newest page; afterwards the id of the oldest message loaded.
        initialPageParam: 0,
        getNextPageParam: (lastPage) => (lastPage.hasMore && lastPage.messages[0] ? lastPage.messages[0].id : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: `main/communication/chat/${queryArg}`,
        params: pageParam === 0 ? { limit: CHAT_PAGE_SIZE } : { before: pageParam, limit: CHAT_PAGE_SIZE },
      }),
      providesTags: (_result, _error, chatId) => chatTags(chatId),
    }),

    /** POST main/communication/chat/{categoryId}, multipart: a new appeal with its first message. */
    createChat: build.mutation<Chat, CreateChatArg>({
      query: ({ categoryId, subject, body, contragentId, files }) => ({
        url: `main/communication/chat/${categoryId}`,
        method: 'POST',
        body: toFormData({ subject, body, contragentId }, { files }),
      }),
      invalidatesTags: ['Chats'],
    }),

    /** PUT main/communication/chat/{id}: rate a resolved chat or reopen it. */
    updateChat: build.mutation<Chat, UpdateChatArg>({
      query: ({ id, ...body }) => ({ url: `main/communication/chat/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => ['Chats', ...chatTags(id)],
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
      // The lists show unread counts and reload. The open chat's thread does not show one, and
      // reloading it would fetch every page the resident has scrolled back through. (A request's
      // comments share the 'ChangeObjects' type with the list, so that thread still reloads.)
      invalidatesTags: (_result, error, query) => (error ? [] : ['Tasks', query.chatId !== undefined ? 'Chats' : 'ChangeObjects']),
      // The answer is the new counts: no second request for them.
      async onQueryStarted(_query, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(communicationApi.util.upsertQueryData('getUnreadMessages', undefined, data));
        } catch {
          // The caller has the error.
        }
      },
    }),

    /** POST client/createFindPaymentChat, multipart: a help chat asking to find a payment. */
    createFindPaymentChat: build.mutation<Chat, FindPaymentChatArg>({
      query: ({ files, ...fields }) => ({ url: 'client/createFindPaymentChat', method: 'POST', body: toFormData(fields, { files }) }),
      invalidatesTags: ['Chats'],
    }),

    getChangeObjects: build.query<ChangeObjectsPage, ChangeObjectsArg>({
      query: ({ contragentId, ...query }) => ({ url: changeObjectsPath(contragentId), params: query }),
      extraOptions: params,
      providesTags: (result) => ['ChangeObjects', ...(result?.content.map((item) => ({ type: 'ChangeObjects' as const, id: item.id })) ?? [])],
    }),

    /** The request with all its comments (oldest first) and their documents. */
    getChangeObject: build.query<ChangeObjectWithComments, ChangeObjectArg>({
      query: ({ contragentId, id }) => `${changeObjectsPath(contragentId)}/${id}`,
      providesTags: (_result, _error, { id }) => [{ type: 'ChangeObjects', id }],
    }),

    /** POST client/{contragentId}/changeObjects, multipart: documents go under their type. */
    createChangeObject: build.mutation<ChangeObject, CreateChangeObjectArg>({
      query: ({ contragentId, comment, documents, ...details }) => ({
        url: changeObjectsPath(contragentId),
        method: 'POST',
        body: toFormData({ ...details, comment }, documents),
      }),
      invalidatesTags: ['ChangeObjects'],
    }),

    /** PUT client/{contragentId}/changeObjects/{id}: rate a resolved request or reopen it. */
    updateChangeObject: build.mutation<ChangeObject, UpdateChangeObjectArg>({
      query: ({ contragentId, id, ...body }) => ({ url: `${changeObjectsPath(contragentId)}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => ['ChangeObjects', { type: 'ChangeObjects', id }],
    }),

    addChangeObjectComment: build.mutation<ChangeObjectComment, AddChangeObjectCommentArg>({
      query: ({ contragentId, id, text, documents }) => ({
        url: `${changeObjectsPath(contragentId)}/${id}/comments`,
        method: 'POST',
        body: toFormData({ text }, documents),
      }),
      invalidatesTags: (_result, _error, { id }) => ['ChangeObjects', { type: 'ChangeObjects', id }, 'Unread', 'Tasks'],
    }),
  }),
});

export const {
  useGetChatCategoriesQuery,
  useGetChatsQuery,
  useLazyGetChatsQuery,
  useGetChatThreadInfiniteQuery,
  useCreateChatMutation,
  useUpdateChatMutation,
  useSendMessageMutation,
  useDownloadDocumentMutation,
  useGetUnreadMessagesQuery,
  useClearUnreadMutation,
  useCreateFindPaymentChatMutation,
  useGetChangeObjectsQuery,
  useGetChangeObjectQuery,
  useCreateChangeObjectMutation,
  useUpdateChangeObjectMutation,
  useAddChangeObjectCommentMutation,
} = communicationApi;

/** The chat and every loaded message of a thread, oldest first (each once). */
export function threadOf(data: { pages: readonly ChatThread[] } | undefined): { chat: Chat | undefined; messages: ChatMessage[] } {
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
