import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../../db/rows.ts';
import type { TestCardRecurring } from './test-cards.ts';

export interface IssuedCard {
  token: string;
  cardMask: string;
  recurring: TestCardRecurring;
}

/** The card tokens the test acquirer issued, as a real acquirer keeps its customers' cards. */
export interface CardRepository {
  issue(card: IssuedCard, now: number): void;
  find(token: string): IssuedCard | undefined;
}

export function createCardRepository(db: DatabaseSync): CardRepository {
  const insert = db.prepare('INSERT INTO test_acquirer_cards (token, card_mask, recurring, created_at) VALUES (?, ?, ?, ?)');
  const select = typed<{ token: string; card_mask: string; recurring: TestCardRecurring }, [string]>(
    db.prepare('SELECT token, card_mask, recurring FROM test_acquirer_cards WHERE token = ?'),
  );
  return {
    issue(card, now) {
      insert.run(card.token, card.cardMask, card.recurring, now);
    },
    find(token) {
      const row = select.get(token);
      return row && { token: row.token, cardMask: row.card_mask, recurring: row.recurring };
    },
  };
}
