/**
 * Autopay: what a resident may set, once for the operator API's schema and the portal's
 * form. The day stops at 28 so that every month has it; «при поступлении квитанции» is the other
 * choice (no day).
 */
export const AUTOPAY_LIMITS = {
  dayMin: 1,
  dayMax: 28,
  /**
   * A first charge this many days after saving or sooner asks the resident to confirm it (its date
   * and amount): a charge that close is not one they can still plan for.
   */
  confirmWithinDays: 3,
} as const;

/** Why an autopayment was not made; the autopay then waits until the resident changes it. */
export const AUTOPAY_PROBLEMS = ['over-maximum', 'declined'] as const;
export type AutopayProblem = (typeof AUTOPAY_PROBLEMS)[number];

export const AUTOPAY_TEXTS = {
  dayRange: `День списания — от ${AUTOPAY_LIMITS.dayMin} до ${AUTOPAY_LIMITS.dayMax}`,
} as const;

/** Whether a day of the month can carry an autopayment (every month has days 1..28). */
export function isAutopayDay(day: number): boolean {
  return Number.isInteger(day) && day >= AUTOPAY_LIMITS.dayMin && day <= AUTOPAY_LIMITS.dayMax;
}
