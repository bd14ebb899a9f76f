export { changeObjectsApi, changeObjectsPath, chatTags, useCreateChangeObjectMutation } from './change-objects.api.ts';
export type { CreateChangeObjectArg, DocumentFiles } from './change-objects.api.ts';
export { toFormData } from './to-form-data.ts';
export type { UploadFile } from './to-form-data.ts';
export { connectDispatch, dispatchUrl, DISPATCH_UNAUTHORIZED, DISPATCH_SUBPROTOCOL } from './connect-dispatch.ts';
export type {
  ConnectDispatchOptions,
  DispatchBackoff,
  DispatchConnection,
  DispatchSocketFactory,
  DispatchSocketLike,
  DispatchStatus,
} from './connect-dispatch.ts';
export { startLiveUpdates, useLiveUpdates, applyDispatchEvent, DEFAULT_WS_BASE } from './live-updates.ts';
export type { LiveUpdatesOptions, UseLiveUpdatesOptions } from './live-updates.ts';
