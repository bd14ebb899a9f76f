import { useMemo } from 'react';
import { useAppDispatch } from '../store/hooks.ts';
import { apiExtraOf } from '../clients/run-client.ts';
import type { ApiConfig } from './api-extra.ts';

/** The store's runtime configuration, for a screen that needs a setting of config.json (a maps key). */
export function useApiConfig(): ApiConfig {
  const dispatch = useAppDispatch();
  // A thunk is the one way to reach the store's extra argument from a component.
  return useMemo(() => dispatch((_dispatch, _getState, extra) => apiExtraOf({ extra }).config), [dispatch]);
}
