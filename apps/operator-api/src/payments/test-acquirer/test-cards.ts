/** What the test acquirer does with a card. */
export type TestCardOutcome = 'success' | 'declined' | '3ds' | 'unavailable';
/** What a charge of the card's saved token (autopay) does. */
export type TestCardRecurring = 'succeeds' | 'declined';

export interface TestCard {
  number: string;
  outcome: TestCardOutcome;
  /** Charges of a token saved from this card; 'succeeds' unless said. */
  recurring?: TestCardRecurring;
  /** Russian, for the README, the `npm start` banner and the page's hint. */
  description: string;
}

/** The one-time 3-D Secure code the test acquirer accepts. */
export const TEST_3DS_CODE = '123456';

/** Any future expiry date and any three-digit CVC go with these. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'success', description: 'оплата проходит' },
  { number: '4000 0000 0000 0002', outcome: 'declined', description: 'банк отклоняет оплату' },
  {
    number: '4000 0000 0000 3220',
    outcome: '3ds',
    description: `запрашивает код 3-D Secure ${TEST_3DS_CODE} (другой код — оплата не проходит)`,
  },
  {
    number: '4000 0000 0000 0119',
    outcome: 'unavailable',
    description: 'платёжный сервис недоступен (ничего не списано, «попробуйте позже»)',
  },
  {
    number: '4000 0000 0000 0341',
    outcome: 'success',
    recurring: 'declined',
    description: 'оплата проходит и карта сохраняется, но автоплатёж с неё банк отклоняет',
  },
];

const cardOf = (digits: string) => TEST_CARDS.find((card) => card.number.replace(/ /g, '') === digits);

/** The outcome of a card number (digits only), or undefined for a card that is not a test card. */
export function testCardOutcome(digits: string): TestCardOutcome | undefined {
  return cardOf(digits)?.outcome;
}

/** What charging a token saved from this card does (autopay). */
export function testCardRecurring(digits: string): TestCardRecurring {
  return cardOf(digits)?.recurring ?? 'succeeds';
}
