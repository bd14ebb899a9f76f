import { useAppSelector } from '../store/hooks.ts';
import { selectUser } from './user-slice.ts';

/** The session's active account as the account pages read it; nulls while signed out or without a personal account. */
export interface ActiveAccount {
  /** The personal account's contragent id, the `{contragentId}` of client/… calls. */
  contragentId: number | null;
  /** The route's user id (`/:userId/…`). */
  userId: number | null;
  /** A closed account is read-only: no payments, orders or applications. */
  isClosed: boolean;
  /** The account's wasteDisposal flag: waste-removal ordering needs it. */
  wasteDisposal: boolean;
}

/** The active account, for a page that needs a personal account; one hook instead of a copy per feature. */
export function useAccount(): ActiveAccount {
  const user = useAppSelector(selectUser);
  return {
    contragentId: user?.contragentId ?? null,
    userId: user?.id ?? null,
    isClosed: user?.isClosed ?? false,
    wasteDisposal: user?.wasteDisposal ?? false,
  };
}
