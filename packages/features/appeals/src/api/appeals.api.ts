import { baseApi, CHANGE_OBJECT_LISTS, changeObjectTag } from '@resident/api';
import { chatTags, changeObjectsPath, toFormData, type UploadFile } from '@resident/communication';
import type {
  Chat,
  ChatCategory,
  ChangeObjectsPage,
  ChangeObjectsQuery,
  ChatsPage,
  ChatsQuery,
  UpdateAppealBody,
} from '@resident/contract';

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

/**
 * The appeals screens' lists and forms (spec §7 "main/communication/…", the account's
 * recalculation requests). A new message elsewhere reloads these lists through the 'Chats' and
 * 'ChangeObjects' tags. Nothing here shows errors: the screens do (errorMessageOf), keeping what
 * the resident typed.
 */
export const appealsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getChatCategories: build.query<ChatCategory[], void>({
      query: () => 'main/communication/chatcategories',
      providesTags: ['ChatCategories'],
    }),

    /** Paged from 1; `status`/`category` arrays go as repeated keys. */
    getChats: build.query<ChatsPage, ChatsQuery | void>({
      query: (query) => ({ url: 'main/communication/chats', params: query ?? undefined }),
      extraOptions: { client: 'params' },
      providesTags: (result) => [
        'Chats',
        ...(result?.content.map((chat) => ({ type: 'Chat' as const, id: chat.id })) ?? []),
      ],
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

    /** POST client/createFindPaymentChat, multipart: a help chat asking to find a payment. */
    createFindPaymentChat: build.mutation<Chat, FindPaymentChatArg>({
      query: ({ files, ...fields }) => ({
        url: 'client/createFindPaymentChat',
        method: 'POST',
        body: toFormData(fields, { files }),
      }),
      invalidatesTags: ['Chats'],
    }),

    getChangeObjects: build.query<ChangeObjectsPage, ChangeObjectsArg>({
      query: ({ contragentId, ...query }) => ({ url: changeObjectsPath(contragentId), params: query }),
      extraOptions: { client: 'params' },
      providesTags: (result) => [
        CHANGE_OBJECT_LISTS,
        ...(result?.content.map((item) => changeObjectTag(item.id)) ?? []),
      ],
    }),
  }),
});

export const {
  useGetChatCategoriesQuery,
  useGetChatsQuery,
  useCreateChatMutation,
  useUpdateChatMutation,
  useCreateFindPaymentChatMutation,
  useGetChangeObjectsQuery,
} = appealsApi;
