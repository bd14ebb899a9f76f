import type { AutopayFirstCharge } from '@resident/contract';
import { formatDate, formatKopecks } from '@resident/ui';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';
import { look } from './parts';

export interface FirstChargeNoteProps {
  /** Whether the form has the autopay on: off, nothing is charged. */
  enabled: boolean;
  /** The operator's answer for the settings as they are in the form; undefined while asked. */
  firstCharge: AutopayFirstCharge | undefined;
  loading: boolean;
  failed: boolean;
}

function lineOf(charge: AutopayFirstCharge): { text: string; hint?: string } {
  if (charge.on === null) return { text: T.firstChargeNextReceipt };
  const date = formatDate(charge.on);
  if (charge.outcome === 'nothing-due') return { text: T.firstChargeNothingDue(date) };
  if (charge.outcome === 'over-maximum') return { text: T.firstChargeOverMaximum(date, formatKopecks(charge.debt)) };
  return { text: T.firstChargeOn(date, formatKopecks(charge.amount)), hint: T.firstChargeHint };
}

/**
 * Before saving: when the first charge comes and what it takes, as the operator's runs will do it
 * (its date and amount come from the operator API, never guessed here). Read out when it changes.
 */
export function FirstChargeNote({ enabled, firstCharge, loading, failed }: FirstChargeNoteProps) {
  let body: { text: string; hint?: string } | undefined;
  if (!enabled) body = { text: T.firstChargeOff };
  else if (firstCharge) body = lineOf(firstCharge);
  else if (loading) body = { text: T.firstChargeLoading };
  else if (failed) body = { text: T.firstChargeFailed };
  return (
    <section aria-label={T.firstChargeLabel} aria-live="polite" style={{ marginBottom: 16 }}>
      {body ? (
        <>
          <p style={{ margin: 0 }}>
            <strong>{T.firstChargeLabel}:</strong> {body.text}
          </p>
          {body.hint ? <p style={{ ...look.muted, margin: '4px 0 0' }}>{body.hint}</p> : null}
        </>
      ) : null}
    </section>
  );
}
