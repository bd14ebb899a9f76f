export type { ApiConfig, ApiEffects, ApiExtra } from './config/api-extra.ts';

export type { ClientName, ClientOptions } from './clients/run-client.ts';
export { serializeParams } from './clients/serialize-params.ts';

export { baseApi } from './query/base-api.ts';
export { baseQuery } from './query/base-query.ts';
export { TAG_TYPES } from './query/tag-types.ts';
export type { TagType } from './query/tag-types.ts';

export {
  authSlice,
  tokensReceived,
  loggedOut,
  installmentRegisterChanged,
  selectAuth,
  selectIsAuthenticated,
  selectAccessToken,
  selectRefreshToken,
  selectMarketplaceToken,
  selectInstallmentRegister,
} from './model/auth-slice.ts';
export type { AuthState } from './model/auth-slice.ts';
export { AUTH_STORAGE_KEYS } from './model/auth-storage.ts';
export { buildSessionUser } from './model/session-user.ts';
export type { SessionUser } from './model/session-user.ts';
export {
  userSlice,
  userReceived,
  contragentReceived,
  userCleared,
  popupSuppressed,
  showModalChanged,
  selectUser,
  selectUserId,
  selectWithoutPersonalAccount,
  selectShowModal,
} from './model/user-slice.ts';
export type { UserState } from './model/user-slice.ts';
export { USER_STORAGE_KEY, SHOW_MODAL_STORAGE_KEY } from './model/user-storage.ts';
export {
  uiSlice,
  subMenuToggled,
  subMenuClosed,
  themeChanged,
  selectSubMenuOpen,
  selectTheme,
  DEFAULT_THEME,
} from './model/ui-slice.ts';
export type { UiState } from './model/ui-slice.ts';
export { THEME_STORAGE_KEY } from './model/ui-storage.ts';

export {
  sessionApi,
  useGetTokenMutation,
  useRevokeTokenMutation,
  useGetUserQuery,
  useLazyGetUserQuery,
  useGetContragentQuery,
  useLazyGetContragentQuery,
  useSelectContragentMutation,
  useGetAltchaChallengeQuery,
  useLazyGetAltchaChallengeQuery,
  useGetBrandingQuery,
} from './session/session-api.ts';
export { refreshSession } from './session/refresh-session.ts';
export type { RefreshSessionArg, RefreshMeta } from './session/refresh-session.ts';
export { logout } from './session/logout.ts';
export { reloadContragent } from './session/reload-contragent.ts';
export { SESSION_EXPIRED_NOTICE_PAUSE_MS } from './session/session-runtime.ts';

export {
  shellApi,
  useGetNumberPersonalAccountQuery,
  useLazyGetNumberPersonalAccountQuery,
  useSuppressPopupMutation,
  useGetTasksQuery,
  useLazyGetTasksQuery,
} from './shell/shell-api.ts';
export type { SuppressPopupArg } from './shell/shell-api.ts';
export { countNotifications } from './shell/count-notifications.ts';
export { selectTasksParams, selectNotificationCount } from './shell/tasks-selectors.ts';
export { useTasks } from './shell/use-tasks.ts';
export type { UseTasksOptions } from './shell/use-tasks.ts';

export {
  communicationApi,
  CHAT_PAGE_SIZE,
  threadOf,
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
} from './communication/communication-api.ts';
export type {
  CreateChatArg,
  UpdateChatArg,
  SendMessageArg,
  FindPaymentChatArg,
  ChangeObjectsArg,
  ChangeObjectArg,
  DocumentFiles,
  CreateChangeObjectArg,
  UpdateChangeObjectArg,
  AddChangeObjectCommentArg,
} from './communication/communication-api.ts';
export { toFormData } from './communication/to-form-data.ts';
export type { UploadFile } from './communication/to-form-data.ts';
export { saveDocument, fileNameFromContentDisposition, downloadResponse } from './communication/document-download.ts';
export type { DownloadedDocument } from './communication/document-download.ts';
export { connectDispatch, dispatchUrl, DISPATCH_UNAUTHORIZED, DISPATCH_SUBPROTOCOL } from './communication/connect-dispatch.ts';
export type {
  ConnectDispatchOptions,
  DispatchBackoff,
  DispatchConnection,
  DispatchSocketFactory,
  DispatchSocketLike,
  DispatchStatus,
} from './communication/connect-dispatch.ts';
export { startLiveUpdates, useLiveUpdates, applyDispatchEvent, DEFAULT_WS_BASE } from './communication/live-updates.ts';
export type { LiveUpdatesOptions, UseLiveUpdatesOptions } from './communication/live-updates.ts';
export {
  COMMUNICATION_LIMITS,
  COMMUNICATION_TEXTS,
  REQUIRED_DOCUMENT_TYPES,
  DOCUMENT_TYPE_NAMES,
  forbiddenExtensionOf,
  forbiddenExtensionMessage,
  attachmentProblem,
  attachmentsProblem,
  absenceDays,
} from './communication/upload-rules.ts';

export { createStore } from './store/create-store.ts';
export type { AppStore, AppDispatch, CreateStoreOptions } from './store/create-store.ts';
export { rootReducer } from './store/root-reducer.ts';
export type { ApiState, LazyLoadedSlices } from './store/root-reducer.ts';
export { useAppDispatch, useAppSelector } from './store/hooks.ts';

export { toApiError, toErrorMessage, mapErrorText } from './lib/error-mapping.ts';
export type { ApiError } from './lib/error-mapping.ts';
export { errorMessageOf } from './lib/error-message-of.ts';
export { handleApiError, rejectionError } from './lib/handle-api-error.ts';
export type { ApiFailure } from './lib/handle-api-error.ts';
export {
  ERROR_TEXTS,
  UNKNOWN_ERROR_TEXT,
  SESSION_EXPIRED_TEXT,
  ACCOUNT_NOT_FOUND_TEXT,
  NETWORK_ERROR_TEXT,
  TIMEOUT_ERROR_TEXT,
  INVALID_REFRESH_TOKEN,
  INVALID_USER_CREDENTIALS,
} from './lib/error-texts.ts';
export { createMemoryStorage } from './lib/memory-storage.ts';

export type {
  AltchaChallenge,
  Brand,
  ChangeObject,
  ChangeObjectComment,
  ChangeObjectDetails,
  ChangeObjectKind,
  ChangeObjectStatus,
  ChangeObjectsPage,
  ChangeObjectsQuery,
  ChangeObjectTask,
  ChangeObjectWithComments,
  Chat,
  ChatCategory,
  ChatMessage,
  ChatStatus,
  ChatsPage,
  ChatsQuery,
  ChatTask,
  ChatThread,
  ClearUnreadQuery,
  DispatchEvent,
  Document,
  DocumentType,
  MessageAuthor,
  Page,
  Rating,
  UnreadMessagesResponse,
  UpdateAppealBody,
  Contragent,
  NumberPersonalAccount,
  PasswordGrant,
  PopupWindow,
  SuppressPopupResponse,
  TasksQuery,
  TasksResponse,
  TokenResponse,
  UserResponse,
} from '@resident/contract';

