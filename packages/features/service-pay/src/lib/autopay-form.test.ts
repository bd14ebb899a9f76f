import type { Autopay, SavedCard } from '@resident/contract';
import { describe, expect, it } from 'vitest';
import { AUTOPAY_DAYS, initialAutopayValues, previewSettingsOf, suggestedMaximum, toAutopayBody } from './autopay-form';
import { needsConfirmation } from './confirmation-refusal';

const cards: SavedCard[] = [
  { id: 3, mask: '•••• 4242', savedAt: '2026-05-01T09:00:00Z' },
  { id: 8, mask: '•••• 0341', savedAt: '2026-05-02T09:00:00Z' },
];

const autopay: Autopay = {
  enabled: false,
  maxAmount: 250_050,
  day: null,
  card: cards[0]!,
  problem: null,
  nextChargeOn: null,
  lastCharge: null,
};

describe('the autopay form', () => {
  it('offers the days 1 to 28', () => {
    expect(AUTOPAY_DAYS).toHaveLength(28);
    expect([AUTOPAY_DAYS[0], AUTOPAY_DAYS.at(-1)]).toEqual([1, 28]);
  });

  it('starts a new autopay on the 10th with the newest card and room above the debt', () => {
    expect(initialAutopayValues(null, cards, 123_456)).toEqual({
      enabled: true,
      maxAmount: '2500.00',
      schedule: 'day',
      day: 10,
      cardId: 8,
    });
    expect(initialAutopayValues(null, [], -500)).toMatchObject({ maxAmount: '1000.00', cardId: undefined });
  });

  it('shows an autopay as it is; a card that is not the resident’s own is replaced by theirs', () => {
    expect(initialAutopayValues(autopay, cards, 0)).toEqual({
      enabled: false,
      maxAmount: '2500.50',
      schedule: 'receipt',
      day: 10,
      cardId: 3,
    });
    expect(initialAutopayValues({ ...autopay, day: 5, card: { ...cards[0]!, id: 99 } }, cards, 0)).toMatchObject({
      schedule: 'day',
      day: 5,
      cardId: 8,
    });
  });

  it.each([
    [1_000, 100_000],
    [60_000, 120_000],
    [123_456, 250_000],
  ])('suggests a maximum for a debt of %i kopecks: %i', (debt, maximum) => {
    expect(suggestedMaximum(debt)).toBe(maximum);
  });

  it('sends kopecks, the day or null for «при поступлении квитанции», and the card', () => {
    expect(toAutopayBody({ enabled: true, maxAmount: '1 500,5', schedule: 'day', day: 28, cardId: 3 })).toEqual({
      enabled: true,
      maxAmount: 150_050,
      day: 28,
      cardId: 3,
    });
    expect(toAutopayBody({ enabled: false, maxAmount: '100', schedule: 'receipt', day: 28, cardId: 3 })).toEqual({
      enabled: false,
      maxAmount: 10_000,
      day: null,
      cardId: 3,
    });
    expect(toAutopayBody({ enabled: true, maxAmount: 'сто', schedule: 'day', day: 1, cardId: 3 })).toBeUndefined();
    expect(
      toAutopayBody({ enabled: true, maxAmount: '100', schedule: 'day', day: 1, cardId: undefined }),
    ).toBeUndefined();
  });

  it('asks for the first charge only while on and with a valid maximum', () => {
    expect(previewSettingsOf({ enabled: true, maxAmount: '1 500,5', schedule: 'day', day: 10 })).toEqual({
      maxAmount: 150_050,
      day: 10,
    });
    expect(previewSettingsOf({ enabled: true, maxAmount: '100', schedule: 'receipt', day: 10 })).toEqual({
      maxAmount: 10_000,
      day: null,
    });
    expect(previewSettingsOf({ enabled: false, maxAmount: '100', schedule: 'day', day: 10 })).toBeUndefined();
    expect(previewSettingsOf({ enabled: true, maxAmount: 'сто', schedule: 'day', day: 10 })).toBeUndefined();
    expect(previewSettingsOf({ enabled: true, maxAmount: '600000', schedule: 'day', day: 10 })).toBeUndefined();
  });

  it('tells the operator’s «confirm the first charge» refusal from other failures', () => {
    const details = [{ code: 'AUTOPAY_CONFIRMATION_REQUIRED', message: 'Подтвердите' }];
    expect(needsConfirmation({ status: 409, data: { details, message: 'Подтвердите' } })).toBe(true);
    expect(needsConfirmation({ status: 409, data: { details: [{ code: 'ACCOUNT_CLOSED' }] } })).toBe(false);
    expect(needsConfirmation({ status: 400, data: { details } })).toBe(false);
    expect(needsConfirmation({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false);
    expect(needsConfirmation(undefined)).toBe(false);
  });
});
