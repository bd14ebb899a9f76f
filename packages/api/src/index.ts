// The core every feature and the shell share. Only what another package imports is exported here;
// tests get the harness from '@resident/api/testing'.
export type { ApiConfig, ApiExtra } from './config/api-extra.ts';

/** Features inject their endpoints into it (design.md §1); it declares every tag type. */
export { baseApi } from './query/base-api.ts';
/** Tags with ids: what a payment or a request's change invalidates, and who provides it. */
export { billingTag, changeObjectTag, CHANGE_OBJECT_LISTS } from './query/tags.ts';

export {
  tokensReceived,
  installmentRegisterChanged,
  selectIsAuthenticated,
  selectMarketplaceToken,
  selectInstallmentRegister,
} from './model/auth-slice.ts';
export { buildSessionUser } from './model/session-user.ts';
export type { SessionUser } from './model/session-user.ts';
export { userReceived, selectUser, selectWithoutPersonalAccount } from './model/user-slice.ts';
export { useAccount } from './model/use-account.ts';
export type { ActiveAccount } from './model/use-account.ts';
export { subMenuToggled, subMenuClosed, selectSubMenuOpen, selectSessionEnd } from './model/ui-slice.ts';

export { sessionApi, useGetBrandingQuery } from './session/session-api.ts';
export { refreshSession } from './session/refresh-session.ts';
export { logout } from './session/logout.ts';
export { reloadContragent } from './session/reload-contragent.ts';
export { accountsApi, useGetAccountsQuery } from './session/accounts-api.ts';
export { objectsApi, useGetObjectsQuery } from './objects/objects-api.ts';
export { useApiConfig } from './config/use-api-config.ts';
export { pathForAccount, switchAccount } from './session/switch-account.ts';
export { socketSessionOf } from './session/socket-session.ts';

export type { SessionState } from './session/session-thunk.ts';

export { useTasks } from './shell/use-tasks.ts';
export { useSuppressPopupMutation } from './shell/shell-api.ts';

export { createStore } from './store/create-store.ts';
export type { AppStore } from './store/create-store.ts';
export type { ApiState } from './store/root-reducer.ts';
export { useAppDispatch, useAppSelector } from './store/hooks.ts';

export { errorMessageOf } from './lib/error-message-of.ts';
export { UNKNOWN_ERROR_TEXT, ACCOUNT_NOT_FOUND_TEXT } from './lib/error-texts.ts';
export { createMemoryStorage } from './lib/memory-storage.ts';

// Blob downloads (spec §7: a failed one's JSON error body is parsed for the caller): chat documents, receipts, exports.
export { downloadResponse, fileNameFromContentDisposition, saveDocument } from './lib/document-download.ts';
export type { DownloadedDocument } from './lib/document-download.ts';
export { USER_STORAGE_KEY } from './model/user-storage.ts';
