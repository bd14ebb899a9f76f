/** A signed-in resident, as the portal keeps them. */
export interface Session {
  access: string;
  refresh: string;
  marketplace?: string;
}

export interface Credentials {
  login: string;
  password: string;
  /** The second resident, for the "another resident's resources" checks; those are skipped without it. */
  loginB?: string;
  passwordB?: string;
}

/** What earlier checks found or made, for the later ones. */
export interface RunState {
  a?: Session;
  b?: Session;
  /** The first personal account of resident A (the one the portal opens after login). */
  contragentId?: number;
  /** Every personal account of resident A, in main/user/'s order: checks look for one with a feature. */
  contragentIds?: number[];
  /** Resident B's account, to prove A is refused on it too. */
  contragentIdB?: number;
  /** The chat the command created for A, its document and its message. */
  chatId?: number;
  documentId?: number;
}
