import type { Autopay, SavedCard } from '@resident/contract';
import { formatDate, formatKopecks, PlainButton, StatusAlert } from '@resident/ui';
import { PAYMENT_STATUS_TEXTS, SERVICE_PAY_TEXTS as T } from '../lib/texts';
import { InlineConfirm } from './inline-confirm';
import { Facts, look } from './parts';

export interface AutopaySummaryProps {
  autopay: Autopay | null;
  cards: readonly SavedCard[];
  /** Undefined: the account takes no payments (closed), so nothing can be set up. */
  onEdit?: () => void;
  onRemove: () => Promise<unknown>;
}

function statusOf(autopay: Autopay): string {
  if (autopay.problem) return T.statusProblem;
  return autopay.enabled ? T.statusOn : T.statusOff;
}

/**
 * The account's autopay as it stands: on or off, its limits and card, what comes next and what
 * came last; a problem (a debt over the maximum, a declined card) first, in the words the
 * dashboard's notice and the email used. Without one: how to set it up.
 */
export function AutopaySummary({ autopay, cards, onEdit, onRemove }: AutopaySummaryProps) {
  if (!autopay) {
    if (cards.length === 0) return <p style={look.muted}>{T.noCards}</p>;
    return (
      <div style={{ ...look.row, justifyContent: 'space-between' }}>
        <p style={{ margin: 0 }}>{T.notConnected}</p>
        {onEdit ? (
          <PlainButton variant="primary" onClick={onEdit}>
            {T.connect}
          </PlainButton>
        ) : null}
      </div>
    );
  }
  const { lastCharge } = autopay;
  const facts: [string, string][] = [
    [T.statusLabel, statusOf(autopay)],
    [T.maxAmount, formatKopecks(autopay.maxAmount)],
    [T.schedule, autopay.day === null ? T.onReceipt : T.monthly(autopay.day)],
    [T.card, autopay.card.mask],
  ];
  if (autopay.nextChargeOn) facts.push([T.nextCharge, formatDate(autopay.nextChargeOn)]);
  if (lastCharge)
    facts.push([
      T.lastCharge,
      T.lastChargeValue(
        formatKopecks(lastCharge.amount),
        formatDate(lastCharge.at),
        PAYMENT_STATUS_TEXTS[lastCharge.status],
      ),
    ]);
  return (
    <>
      {autopay.problem ? (
        <StatusAlert type="warning" style={{ marginBottom: 12 }}>
          {autopay.problem.text}
        </StatusAlert>
      ) : null}
      <Facts label={T.autopayFacts} entries={facts} />
      <div style={look.row}>
        {onEdit ? <PlainButton onClick={onEdit}>{T.change}</PlainButton> : null}
        <InlineConfirm label={T.remove} question={T.removeConfirm} onConfirm={onRemove} />
      </div>
    </>
  );
}
