import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, passesLuhn, validateCard } from './card-form.ts';
import { TEST_CARDS, testCardOutcome } from './test-cards.ts';

const NOW = Date.UTC(2026, 4, 15); // 15 May 2026
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('passesLuhn', () => {
  it('accepts every test card', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number.replace(/ /g, ''))).toBe(true);
  });

  it.each(['4242424242424241', '4242424242424224', '4000000000000003'])('refuses the mistyped %s', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});

describe('validateCard', () => {
  it('answers the digits and the mask of a valid card, spaces and dashes allowed', () => {
    expect(validateCard({ ...valid, cardNumber: '4242-4242 4242-4242' }, NOW)).toEqual({
      card: { digits: '4242424242424242', mask: '•••• 4242' },
    });
  });

  it('names every wrong field at once', () => {
    expect(validateCard({ cardNumber: '', expiry: '', cvc: '' }, NOW)).toEqual({
      errors: {
        cardNumber: CARD_MESSAGES.numberMissing,
        expiry: CARD_MESSAGES.expiryMissing,
        cvc: CARD_MESSAGES.cvcMissing,
      },
    });
  });

  it.each([
    ['4242 4242 4242', CARD_MESSAGES.numberLength],
    ['4242 4242 4242 424a', CARD_MESSAGES.numberLength],
    ['4242 4242 4242 4241', CARD_MESSAGES.numberLuhn],
  ])('refuses the card number %s', (cardNumber, message) => {
    expect(validateCard({ ...valid, cardNumber }, NOW)).toEqual({ errors: { cardNumber: message } });
  });

  it.each([
    ['1230', CARD_MESSAGES.expiryFormat],
    ['13/30', CARD_MESSAGES.expiryFormat],
    ['00/30', CARD_MESSAGES.expiryFormat],
    ['04/26', CARD_MESSAGES.expiryPassed],
    ['12/25', CARD_MESSAGES.expiryPassed],
  ])('refuses the expiry %s', (expiry, message) => {
    expect(validateCard({ ...valid, expiry }, NOW)).toEqual({ errors: { expiry: message } });
  });

  it('accepts a card until the end of its expiry month', () => {
    expect(validateCard({ ...valid, expiry: '05/26' }, NOW)).toHaveProperty('card');
    expect(validateCard({ ...valid, expiry: ' 05 / 26 ' }, Date.UTC(2026, 4, 31, 23, 59))).toHaveProperty('card');
    expect(validateCard({ ...valid, expiry: '05/26' }, Date.UTC(2026, 5, 1))).toEqual({
      errors: { expiry: CARD_MESSAGES.expiryPassed },
    });
  });

  it.each(['12', '1234', 'abc'])('refuses the CVC %s', (cvc) => {
    expect(validateCard({ ...valid, cvc }, NOW)).toEqual({ errors: { cvc: CARD_MESSAGES.cvcFormat } });
  });
});

describe('testCardOutcome', () => {
  it('knows the four test cards and nothing else', () => {
    expect(testCardOutcome('4242424242424242')).toBe('success');
    expect(testCardOutcome('4000000000000002')).toBe('declined');
    expect(testCardOutcome('4000000000003220')).toBe('3ds');
    expect(testCardOutcome('4000000000000119')).toBe('unavailable');
    expect(testCardOutcome('5555555555554444')).toBeUndefined();
  });
});
