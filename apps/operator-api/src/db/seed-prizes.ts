import { sql } from 'kysely';
import { maskAccountNumber } from '@resident/contract';
import { first } from './store/store.ts';
import type { Db, Store } from './store/store.ts';

/** plain@demo.ru's account: it won a prize in the finished draw. */
const WINNER_ACCOUNT = { id: 6, number: '7700000006' };

/** 'YYYY-MM-DD' of the first day of the month `months` from now's month, plus `days`. */
function monthDay(now: number, months: number, days = 0): string {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1 + days)).toISOString().slice(0, 10);
}

const HOW_TO_RECEIVE =
  'Оператор позвонит победителю по телефону из профиля в течение 10 рабочих дней после розыгрыша. Приз можно получить в ' +
  'абонентском отделе (г. Тверь, ул. Советская, д. 10, пн–пт с 9:00 до 18:00) по паспорту и номеру лицевого счёта; ' +
  'сертификаты приходят на email из профиля.';

/**
 * Gives the demo database its promotions once (when it has none): one running now, for accounts
 * without debt, and one finished whose draw was held, with plain@demo.ru's account among the winners.
 */
export async function seedDemoPrizes(store: Store, now: number): Promise<number> {
  return store.transaction(async (tx) => {
    const count = (await first(tx, sql<{ count: number }>`SELECT COUNT(*) AS count FROM promotions`))?.count ?? 0;
    if (count > 0) return 0;
    const winner = await first(
      tx,
      sql<{
        number_personal_account: string;
      }>`SELECT number_personal_account FROM contragents WHERE id = ${WINNER_ACCOUNT.id}`,
    );
    await insertPromotion(tx, {
      title: 'Платите вовремя — выигрывайте!',
      summary: 'Розыгрыш призов среди жителей, которые оплачивают услугу по обращению с ТКО без задолженности.',
      conditions: [
        'Участвуют все открытые лицевые счета без задолженности на дату розыгрыша.',
        'Регистрироваться не нужно: участие определяется автоматически по лицевому счёту.',
        'Задолженность, погашенная до окончания акции, не мешает участию.',
        'Один лицевой счёт может выиграть не более одного приза.',
      ],
      prizes: [
        { name: 'Оплата услуги по обращению с ТКО на 12 месяцев', count: 1 },
        { name: 'Умная колонка', count: 3 },
        { name: 'Сертификат на 5 000 ₽ в магазин бытовой техники', count: 5 },
      ],
      startsOn: monthDay(now, -1),
      endsOn: monthDay(now, 2, -1),
      drawOn: monthDay(now, 2, 9),
      drawnOn: null,
    });
    const finished = await insertPromotion(tx, {
      title: 'Осенний розыгрыш для добросовестных плательщиков',
      summary: 'Розыгрыш среди лицевых счетов без задолженности по итогам летних месяцев.',
      conditions: ['Участвовали открытые лицевые счета без задолженности на дату окончания акции.'],
      prizes: [
        { name: 'Сертификат на 3 000 ₽ в магазин бытовой техники', count: 3 },
        { name: 'Термокружка с логотипом оператора', count: 10 },
      ],
      startsOn: monthDay(now, -6),
      endsOn: monthDay(now, -3, -1),
      drawOn: monthDay(now, -3, 9),
      drawnOn: monthDay(now, -3, 9),
    });
    const winners: [number | null, string, string][] = [
      [null, '7700001234', 'Сертификат на 3 000 ₽ в магазин бытовой техники'],
      [null, '7700004821', 'Сертификат на 3 000 ₽ в магазин бытовой техники'],
      [null, '7700007310', 'Термокружка с логотипом оператора'],
    ];
    if (winner?.number_personal_account === WINNER_ACCOUNT.number) {
      winners.splice(2, 0, [
        WINNER_ACCOUNT.id,
        WINNER_ACCOUNT.number,
        'Сертификат на 3 000 ₽ в магазин бытовой техники',
      ]);
    }
    for (const [contragentId, number, prize] of winners) {
      await sql`INSERT INTO promotion_winners (promotion_id, contragent_id, account_masked, prize)
        VALUES (${finished}, ${contragentId}, ${maskAccountNumber(number)}, ${prize})`.execute(tx);
    }
    return 2;
  });
}

interface NewPromotion {
  title: string;
  summary: string;
  conditions: string[];
  prizes: { name: string; count: number }[];
  startsOn: string;
  endsOn: string;
  drawOn: string;
  drawnOn: string | null;
}

async function insertPromotion(tx: Db, promotion: NewPromotion): Promise<number> {
  const row = await first(
    tx,
    sql<{
      id: number;
    }>`INSERT INTO promotions (title, summary, conditions, prizes, how_to_receive, starts_on, ends_on, draw_on, drawn_on)
      VALUES (${promotion.title}, ${promotion.summary}, ${JSON.stringify(promotion.conditions)}, ${JSON.stringify(promotion.prizes)},
        ${HOW_TO_RECEIVE}, ${promotion.startsOn}, ${promotion.endsOn}, ${promotion.drawOn}, ${promotion.drawnOn})
      RETURNING id`,
  );
  if (!row) throw new Error('the promotion was not stored');
  return row.id;
}
