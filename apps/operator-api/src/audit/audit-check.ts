import type { Store } from '../db/store/store.ts';

/** One thing about the money that does not add up, said so that an operator can find it. */
export interface Discrepancy {
  /** The check that found it, e.g. 'payment-owner'. */
  check: string;
  /** What it is about, e.g. 'payment 42', 'order 7', 'installment agreement 3'. */
  subject: string;
  /** What is wrong, in plain words. */
  problem: string;
}

/**
 * One rule of the money audit (design.md §5: every rouble that moves has exactly one payment, one
 * owner and one fiscal document). A check reads the whole database through the store, changes
 * nothing, and answers how many things it looked at and which of them break the rule.
 */
export interface AuditCheck {
  name: string;
  run(store: Store): Promise<{ checked: number; discrepancies: Discrepancy[] }>;
}
