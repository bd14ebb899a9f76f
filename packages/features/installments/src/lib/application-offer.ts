import type { Installments } from '@resident/contract';
import { INSTALLMENT_LIMITS } from '@resident/contract/limits';

/**
 * What the registry offers instead of, or as, the application form — one application per debt:
 * none for a closed account, none while one waits or an agreement is not yet paid off, none without
 * a debt worth spreading (the operator API refuses all of these too); otherwise the form.
 */
export type ApplicationOffer = 'closed' | 'pending' | 'agreement' | 'noDebt' | 'smallDebt' | 'form';

export function applicationOffer(
  { debt, agreements, applications }: Pick<Installments, 'debt' | 'agreements' | 'applications'>,
  isClosed: boolean,
): ApplicationOffer {
  if (isClosed) return 'closed';
  if (applications.some((application) => application.status === 'pending')) return 'pending';
  if (agreements.some((agreement) => agreement.status === 'active')) return 'agreement';
  if (debt <= 0) return 'noDebt';
  if (debt < INSTALLMENT_LIMITS.minDebtKopecks) return 'smallDebt';
  return 'form';
}
