import type { PaymentStatus } from '@resident/contract';

/** The acquirer still has it: shown as pending, never as paid (design.md §3). */
export function isOpenStatus(status: PaymentStatus): boolean {
  return status === 'created' || status === 'pending';
}

/** Settled one way or the other: nothing about it changes any more. */
export function isFinalStatus(status: PaymentStatus): boolean {
  return !isOpenStatus(status);
}

/** How often an open payment is asked about while its result is on screen. */
export const PAYMENT_POLL_MS = 3_000;
