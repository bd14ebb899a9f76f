import { baseApi, CHANGE_OBJECT_LISTS } from '@resident/api';
import type { ChangeObject, ChangeObjectDetails, DocumentType } from '@resident/contract';
import { toFormData } from './to-form-data.ts';
import type { UploadFile } from './to-form-data.ts';

/** Files by document type; each required type of the kind needs at least one (REQUIRED_DOCUMENT_TYPES). */
export type DocumentFiles = Partial<Record<DocumentType, readonly UploadFile[]>>;
export type CreateChangeObjectArg = ChangeObjectDetails & {
  contragentId: number;
  comment?: string;
  documents?: DocumentFiles;
};

/** The address of an account's recalculation requests (spec §7 client/{contragentId}/changeObjects). */
export const changeObjectsPath = (contragentId: number) => `client/${contragentId}/changeObjects`;

/** A chat's tags: its record in the lists and its thread. Appeals update it, chats read and write its thread. */
export const chatTags = (id: number) => [
  { type: 'Chat' as const, id },
  { type: 'Messages' as const, id },
];

/**
 * Filing a recalculation request: the appeals screen files them today, the objects feature will
 * file them for an object. It reloads every list of requests (CHANGE_OBJECT_LISTS), whichever
 * feature shows it; no request's thread changes.
 */
export const changeObjectsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST client/{contragentId}/changeObjects, multipart: documents go under their type. */
    createChangeObject: build.mutation<ChangeObject, CreateChangeObjectArg>({
      query: ({ contragentId, comment, documents, ...details }) => ({
        url: changeObjectsPath(contragentId),
        method: 'POST',
        body: toFormData({ ...details, comment }, documents),
      }),
      invalidatesTags: [CHANGE_OBJECT_LISTS],
    }),
  }),
});

export const { useCreateChangeObjectMutation } = changeObjectsApi;
