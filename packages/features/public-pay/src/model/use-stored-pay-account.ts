import type { PublicPayAccount } from '@resident/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { parsePayAccount, readStoredPayAccount } from './pay-session';

const subscribe = () => () => {};

/**
 * The account found earlier in this tab (a reload on the pay form keeps it). None while the
 * prerendered /pay hydrates, as the server drew it (it has no tab), then the stored one.
 */
export function useStoredPayAccount(): PublicPayAccount | undefined {
  const stored = useSyncExternalStore(subscribe, readStoredPayAccount, () => null);
  return useMemo(() => parsePayAccount(stored), [stored]);
}
