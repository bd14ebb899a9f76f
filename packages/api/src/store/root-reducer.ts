import { combineSlices } from '@reduxjs/toolkit';
import { authSlice } from '../model/auth-slice.ts';
import { uiSlice } from '../model/ui-slice.ts';
import { userSlice } from '../model/user-slice.ts';
import { baseApi } from '../query/base-api.ts';

/**
 * Slices features add later. A feature declares its slice here and injects it:
 * `declare module '@resident/api' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`
 * then `mySlice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in features
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  baseApi,
  authSlice,
  userSlice,
  uiSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The state of a store made by createStore (never the app's own RootState). */
export type ApiState = ReturnType<typeof rootReducer>;
