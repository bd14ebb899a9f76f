import type { Autopay, AutopayBody, SavedCard } from '@resident/contract';
import { AUTOPAY_LIMITS } from '@resident/contract/limits';
import { kopecksToInput, parseAmount } from '@resident/payments';

/** What the settings form holds: the amount as typed, the day as a choice. */
export type AutopayFormValues = {
  enabled: boolean;
  maxAmount: string;
  schedule: 'day' | 'receipt';
  day: number;
  cardId: number | undefined;
};

/** The days the form offers, 1–28 (every month has them). */
export const AUTOPAY_DAYS: readonly number[] = Array.from(
  { length: AUTOPAY_LIMITS.dayMax - AUTOPAY_LIMITS.dayMin + 1 },
  (_, index) => AUTOPAY_LIMITS.dayMin + index,
);

/**
 * The form's first values: the autopay as it is, or a new one — on, the 10th (when a receipt is
 * due to be paid), a maximum with room above the current debt, the newest card.
 */
export function initialAutopayValues(
  autopay: Autopay | null,
  cards: readonly SavedCard[],
  debt: number,
): AutopayFormValues {
  if (autopay) {
    const own = cards.some((card) => card.id === autopay.card.id);
    return {
      enabled: autopay.enabled,
      maxAmount: kopecksToInput(autopay.maxAmount),
      schedule: autopay.day === null ? 'receipt' : 'day',
      day: autopay.day ?? 10,
      cardId: own ? autopay.card.id : cards.at(-1)?.id,
    };
  }
  return {
    enabled: true,
    maxAmount: kopecksToInput(suggestedMaximum(debt)),
    schedule: 'day',
    day: 10,
    cardId: cards.at(-1)?.id,
  };
}

/** Twice the debt rounded up to whole hundreds of rubles, at least 1 000 ₽: a bill that grows a little still goes through. */
export function suggestedMaximum(debt: number): number {
  const hundredRubles = 10_000;
  return Math.max(100_000, Math.ceil((Math.max(debt, 0) * 2) / hundredRubles) * hundredRubles);
}

/** The PUT body, or undefined while the amount is not a valid sum (the form shows why). */
export function toAutopayBody(values: AutopayFormValues): AutopayBody | undefined {
  const { kopecks } = parseAmount(values.maxAmount);
  if (kopecks === undefined || values.cardId === undefined) return undefined;
  return {
    enabled: values.enabled,
    maxAmount: kopecks,
    day: values.schedule === 'day' ? values.day : null,
    cardId: values.cardId,
  };
}

/** What the first charge's preview is asked for: undefined while off or while the maximum is not a valid sum. */
export function previewSettingsOf(
  values: Partial<AutopayFormValues>,
): { maxAmount: number; day: number | null } | undefined {
  if (!values.enabled) return undefined;
  const { kopecks, problem } = parseAmount(values.maxAmount ?? '');
  if (kopecks === undefined || problem) return undefined;
  return { maxAmount: kopecks, day: values.schedule === 'receipt' ? null : (values.day ?? null) };
}
