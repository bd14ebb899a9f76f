import type { SavedCard } from '@resident/contract';
import { formatDate } from '@resident/ui';
import { SERVICE_PAY_TEXTS as T } from '../lib/texts';
import { InlineConfirm } from './inline-confirm';
import { look } from './parts';

export interface SavedCardsProps {
  cards: readonly SavedCard[];
  onRemove: (card: SavedCard) => Promise<unknown>;
}

/** The resident's saved cards, masked as the operator API keeps them, each removable. */
export function SavedCards({ cards, onRemove }: SavedCardsProps) {
  return (
    <ul aria-label={T.cardsTitle} style={look.list}>
      {cards.map((card) => (
        <li key={card.id} style={{ ...look.box, ...look.item }}>
          <div>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{card.mask}</span>{' '}
            <span style={look.muted}>{T.cardSaved(formatDate(card.savedAt))}</span>
          </div>
          <InlineConfirm
            label={T.removeCard(card.mask)}
            question={T.removeCardConfirm(card.mask)}
            onConfirm={() => onRemove(card)}
          />
        </li>
      ))}
    </ul>
  );
}
