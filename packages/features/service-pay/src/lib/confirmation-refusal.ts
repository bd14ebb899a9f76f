/** The operator's code for a save whose close first charge was not confirmed as it is now (409). */
export const CONFIRMATION_REQUIRED = 'AUTOPAY_CONFIRMATION_REQUIRED';

/** Whether a failed save is that refusal: the drawer then asks the resident, no error is shown. */
export function needsConfirmation(failure: unknown): boolean {
  if (typeof failure !== 'object' || failure === null) return false;
  const { status, data } = failure as { status?: unknown; data?: { details?: unknown } };
  const { details } = data ?? {};
  return (
    status === 409 &&
    Array.isArray(details) &&
    details.some((detail: { code?: unknown }) => detail?.code === CONFIRMATION_REQUIRED)
  );
}
