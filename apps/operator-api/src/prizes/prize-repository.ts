import type { DatabaseSync } from 'node:sqlite';
import type { Promotion } from '@resident/contract';
import { participationOf, type PromotionStatus } from '@resident/contract';
import { typed } from '../db/rows.ts';

interface PromotionRow {
  id: number;
  title: string;
  summary: string;
  conditions: string;
  prizes: string;
  how_to_receive: string;
  starts_on: string;
  ends_on: string;
  draw_on: string;
  drawn_on: string | null;
}

interface WinnerRow {
  contragent_id: number | null;
  account_masked: string;
  prize: string;
}

export interface AccountState {
  contragentId: number;
  isClosed: boolean;
  /** Kopecks; ≤ 0 is no debt (an advance). */
  debt: number;
}

export interface PrizeRepository {
  /** Every promotion as the account sees it: running and upcoming first, then finished; newest first within. */
  promotionsFor(account: AccountState, today: string): Promotion[];
}

export function statusOf(row: Pick<PromotionRow, 'starts_on' | 'ends_on'>, today: string): PromotionStatus {
  if (today < row.starts_on) return 'upcoming';
  return today > row.ends_on ? 'finished' : 'running';
}

const ORDER: Record<PromotionStatus, number> = { running: 0, upcoming: 1, finished: 2 };

export function createPrizeRepository(db: DatabaseSync): PrizeRepository {
  const all = typed<PromotionRow, []>(db.prepare('SELECT * FROM promotions ORDER BY starts_on DESC, id DESC'));
  const winners = typed<WinnerRow, [number]>(db.prepare('SELECT contragent_id, account_masked, prize FROM promotion_winners WHERE promotion_id = ? ORDER BY id'));

  return {
    promotionsFor(account, today) {
      const promotions = all.all().map((row): Promotion => {
        const status = statusOf(row, today);
        const reason = participationOf(status, account.isClosed, account.debt);
        const drawn = row.drawn_on === null ? null : winners.all(row.id);
        return {
          id: row.id,
          title: row.title,
          summary: row.summary,
          conditions: JSON.parse(row.conditions) as string[],
          startsOn: row.starts_on,
          endsOn: row.ends_on,
          drawOn: row.draw_on,
          status,
          prizes: JSON.parse(row.prizes) as Promotion['prizes'],
          howToReceive: row.how_to_receive,
          participation: { takesPart: reason === 'ok', reason, debt: reason === 'debt' ? account.debt : null },
          draw:
            drawn === null || row.drawn_on === null
              ? null
              : {
                  heldOn: row.drawn_on,
                  winners: drawn.map((winner) => ({ account: winner.account_masked, prize: winner.prize })),
                  ownPrize: drawn.find((winner) => winner.contragent_id === account.contragentId)?.prize ?? null,
                },
        };
      });
      return promotions.sort((a, b) => ORDER[a.status] - ORDER[b.status]);
    },
  };
}
