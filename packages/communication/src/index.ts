// Only what a feature imports; the README says which features share each and why.
export { changeObjectsPath, chatTags, useCreateChangeObjectMutation } from './change-objects.api.ts';
export type { CreateChangeObjectArg, DocumentFiles } from './change-objects.api.ts';
export { toFormData } from './to-form-data.ts';
export type { UploadFile } from './to-form-data.ts';
export { useLiveUpdates } from './live-updates.ts';
export type { UseLiveUpdatesOptions } from './live-updates.ts';
export { CHANGE_OBJECT_STATUS_LABELS, CHAT_STATUS_LABELS } from './status-labels.ts';
export { CHANGE_OBJECT_KIND_NAMES, changeObjectFacts } from './change-object-facts.ts';
export type { ChangeObjectFact } from './change-object-facts.ts';
