import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query.ts';
import { TAG_TYPES } from './tag-types.ts';

/**
 * The one RTK Query api of the portal. Features add endpoints with
 * `baseApi.injectEndpoints({ endpoints, overrideExisting: 'throw' })` and choose a client with
 * `extraOptions: { client: 'auth' | 'main' | 'params' | 'plain' }` (default 'main').
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
