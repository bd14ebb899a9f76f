import type { RealEstateObject } from '@resident/contract';
import { baseApi } from '../query/base-api.ts';
import { CHANGE_OBJECT_LISTS } from '../query/tags.ts';

/**
 * The real-estate objects of an account (GET client/{contragentId}/objects). The objects screen
 * shows them, and the services that are ordered for an object (waste removal, insurance) choose
 * one, so they live in the core. They provide 'ChangeObjects' as well: an object lists its open
 * change requests, which filing one, the operator's answer or a live update changes.
 */
export const objectsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getObjects: build.query<RealEstateObject[], number>({
      query: (contragentId) => `client/${contragentId}/objects`,
      providesTags: ['Objects', CHANGE_OBJECT_LISTS],
    }),
  }),
});

export const { useGetObjectsQuery } = objectsApi;
