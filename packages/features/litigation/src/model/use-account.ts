import { selectUser, useAppSelector } from '@resident/api';

/** The active account and the route's user id; litigation needs a personal account. */
export function useAccount(): { contragentId: number | null; userId: number | null; isClosed: boolean } {
  const user = useAppSelector(selectUser);
  return { contragentId: user?.contragentId ?? null, userId: user?.id ?? null, isClosed: user?.isClosed ?? false };
}
