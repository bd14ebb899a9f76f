import { selectUser, useAppSelector } from '@resident/api';

/** The active account's contragent id and the route's user id (billing needs a personal account). */
export function useContragent(): { contragentId: number | null; userId: number | null } {
  const user = useAppSelector(selectUser);
  return { contragentId: user?.contragentId ?? null, userId: user?.id ?? null };
}
