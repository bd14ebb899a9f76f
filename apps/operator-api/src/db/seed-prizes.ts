import type { DatabaseSync } from 'node:sqlite';
import { maskAccountNumber } from '@resident/contract';
import { typed } from './rows.ts';
import { createTransaction } from './transaction.ts';

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
export function seedDemoPrizes(db: DatabaseSync, now: number): number {
  const count = typed<{ count: number }, []>(db.prepare('SELECT COUNT(*) AS count FROM promotions')).get()?.count ?? 0;
  if (count > 0) return 0;
  const insert = typed<{ id: number }, [string, string, string, string, string, string, string, string, string | null]>(
    db.prepare(`INSERT INTO promotions (title, summary, conditions, prizes, how_to_receive, starts_on, ends_on, draw_on, drawn_on)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
  );
  const insertWinner = db.prepare('INSERT INTO promotion_winners (promotion_id, contragent_id, account_masked, prize) VALUES (?, ?, ?, ?)');
  const winner = typed<{ number_personal_account: string }, [number]>(db.prepare('SELECT number_personal_account FROM contragents WHERE id = ?')).get(
    WINNER_ACCOUNT.id,
  );

  return createTransaction(db)(() => {
    insert.get(
      'Платите вовремя — выигрывайте!',
      'Розыгрыш призов среди жителей, которые оплачивают услугу по обращению с ТКО без задолженности.',
      JSON.stringify([
        'Участвуют все открытые лицевые счета без задолженности на дату розыгрыша.',
        'Регистрироваться не нужно: участие определяется автоматически по лицевому счёту.',
        'Задолженность, погашенная до окончания акции, не мешает участию.',
        'Один лицевой счёт может выиграть не более одного приза.',
      ]),
      JSON.stringify([
        { name: 'Оплата услуги по обращению с ТКО на 12 месяцев', count: 1 },
        { name: 'Умная колонка', count: 3 },
        { name: 'Сертификат на 5 000 ₽ в магазин бытовой техники', count: 5 },
      ]),
      HOW_TO_RECEIVE,
      monthDay(now, -1),
      monthDay(now, 2, -1),
      monthDay(now, 2, 9),
      null,
    );
    const finished = insert.get(
      'Осенний розыгрыш для добросовестных плательщиков',
      'Розыгрыш среди лицевых счетов без задолженности по итогам летних месяцев.',
      JSON.stringify(['Участвовали открытые лицевые счета без задолженности на дату окончания акции.']),
      JSON.stringify([
        { name: 'Сертификат на 3 000 ₽ в магазин бытовой техники', count: 3 },
        { name: 'Термокружка с логотипом оператора', count: 10 },
      ]),
      HOW_TO_RECEIVE,
      monthDay(now, -6),
      monthDay(now, -3, -1),
      monthDay(now, -3, 9),
      monthDay(now, -3, 9),
    );
    if (finished) {
      const winners: [number | null, string, string][] = [
        [null, '7700001234', 'Сертификат на 3 000 ₽ в магазин бытовой техники'],
        [null, '7700004821', 'Сертификат на 3 000 ₽ в магазин бытовой техники'],
        [null, '7700007310', 'Термокружка с логотипом оператора'],
      ];
      if (winner?.number_personal_account === WINNER_ACCOUNT.number) {
        winners.splice(2, 0, [WINNER_ACCOUNT.id, WINNER_ACCOUNT.number, 'Сертификат на 3 000 ₽ в магазин бытовой техники']);
      }
      for (const [contragentId, number, prize] of winners) insertWinner.run(finished.id, contragentId, maskAccountNumber(number), prize);
    }
    return 2;
  });
}
