import { sql } from 'kysely';
import type { Promotion } from '@resident/contract';
import { participationOf, type PromotionStatus } from '@resident/contract';
import { all } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

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
  promotionsFor(account: AccountState, today: string): Promise<Promotion[]>;
}

export function statusOf(row: Pick<PromotionRow, 'starts_on' | 'ends_on'>, today: string): PromotionStatus {
  if (today < row.starts_on) return 'upcoming';
  return today > row.ends_on ? 'finished' : 'running';
}

const ORDER: Record<PromotionStatus, number> = { running: 0, upcoming: 1, finished: 2 };

/** The first repository on the async store: the same SQL on SQLite and PostgreSQL. */
export function createPrizeRepository(store: Store): PrizeRepository {
  const { db } = store;
  // Every draw's winners in one query, not one per promotion: a round trip costs more on PostgreSQL.
  const winnersOf = async (promotionIds: number[]) => {
    const byPromotion = new Map<number, WinnerRow[]>();
    if (promotionIds.length === 0) return byPromotion;
    const rows = await all(
      db,
      sql<
        WinnerRow & { promotion_id: number }
      >`SELECT promotion_id, contragent_id, account_masked, prize FROM promotion_winners
        WHERE promotion_id IN (${sql.join(promotionIds)}) ORDER BY id`,
    );
    for (const row of rows) byPromotion.set(row.promotion_id, [...(byPromotion.get(row.promotion_id) ?? []), row]);
    return byPromotion;
  };

  return {
    async promotionsFor(account, today) {
      const rows = await all(db, sql<PromotionRow>`SELECT * FROM promotions ORDER BY starts_on DESC, id DESC`);
      const winners = await winnersOf(rows.filter((row) => row.drawn_on !== null).map((row) => row.id));
      const promotions = rows.map((row): Promotion => {
        const status = statusOf(row, today);
        const reason = participationOf(status, account.isClosed, account.debt);
        const drawn = row.drawn_on === null ? null : (winners.get(row.id) ?? []);
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
