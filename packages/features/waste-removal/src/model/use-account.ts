import { selectUser, useAppSelector } from '@resident/api';

export interface WasteAccount {
  contragentId: number | null;
  userId: number | null;
  isClosed: boolean;
  /** The account's wasteDisposal flag: ordering needs it (the menu item too, with the feature). */
  wasteDisposal: boolean;
}

/** The active account as the session knows it. */
export function useAccount(): WasteAccount {
  const user = useAppSelector(selectUser);
  return {
    contragentId: user?.contragentId ?? null,
    userId: user?.id ?? null,
    isClosed: user?.isClosed ?? false,
    wasteDisposal: user?.wasteDisposal ?? false,
  };
}
