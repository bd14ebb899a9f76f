import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { useDispatch, useStore } from 'react-redux';
import { baseQuery } from './base-query.ts';
import { useDeferredQuerySelector } from './deferred-query-selector.ts';
import { TAG_TYPES } from './tag-types.ts';

// RTK Query's hooks with a query's answer rendered as a transition (deferred-query-selector.ts).
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ hooks: { useDispatch, useSelector: useDeferredQuerySelector, useStore } }),
);

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
