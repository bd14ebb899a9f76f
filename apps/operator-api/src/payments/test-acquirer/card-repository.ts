import { sql } from 'kysely';
import { first, run } from '../../db/store/store.ts';
import type { Store } from '../../db/store/store.ts';
import type { TestCardRecurring } from './test-cards.ts';

export interface IssuedCard {
  token: string;
  cardMask: string;
  recurring: TestCardRecurring;
}

/**
 * The card tokens the test acquirer issued, as a real acquirer keeps its customers' cards. On the
 * store: one acquirer behind every instance, so a card saved through one is charged by
 * whichever instance runs the autopay.
 */
export interface CardRepository {
  issue(card: IssuedCard, now: number): Promise<void>;
  find(token: string): Promise<IssuedCard | undefined>;
}

export function createCardRepository(store: Store): CardRepository {
  return {
    async issue(card, now) {
      await run(
        store,
        sql`INSERT INTO test_acquirer_cards (token, card_mask, recurring, created_at) VALUES (${card.token}, ${card.cardMask}, ${card.recurring}, ${now})`,
      );
    },
    async find(token) {
      const row = await first(
        store,
        sql<{
          token: string;
          card_mask: string;
          recurring: TestCardRecurring;
        }>`SELECT token, card_mask, recurring FROM test_acquirer_cards WHERE token = ${token}`,
      );
      return row && { token: row.token, cardMask: row.card_mask, recurring: row.recurring };
    },
  };
}
