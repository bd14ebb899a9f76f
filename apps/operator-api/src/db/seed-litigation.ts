import { sql } from 'kysely';
import { first } from './store/store.ts';
import type { Store } from './store/store.ts';

const DAY = 24 * 60 * 60 * 1000;
/** debtor@demo.ru's account: a case in enforcement with a hearing ahead, and a pre-trial claim. */
const DEBTOR_ACCOUNT = { id: 5, number: '7700000005' };
export const DEMO_CASE_NUMBER = '2-1847/2026';
export const DEMO_CLAIM_NUMBER = 'П-0412/2026';
/** 4 % of the claim, as the Tax Code (ст. 333.19) puts it for a claim of this size. */
export const DEMO_STATE_DUTY = 49_383;

/** Midnight UTC of the day `days` from now, plus hours/minutes Moscow time (UTC+3). */
function moscowTime(now: number, days: number, hours: number, minutes: number): number {
  const day = Math.floor(now / DAY) * DAY + days * DAY;
  return day + (hours - 3) * 60 * 60 * 1000 + minutes * 60 * 1000;
}

/**
 * Gives debtor@demo.ru's account its court case (with a hearing two weeks ahead, the state duty
 * unpaid and a court order to download) and a pre-trial claim, once: a case already there (by its
 * number) is left as it is, paid duty included. Other accounts have no cases. Skipped when the
 * account is not the demo one.
 */
export async function seedDemoLitigation(store: Store, now: number): Promise<void> {
  const account = await first(
    store,
    sql<{
      number_personal_account: string;
    }>`SELECT number_personal_account FROM contragents WHERE id = ${DEBTOR_ACCOUNT.id}`,
  );
  if (account?.number_personal_account !== DEBTOR_ACCOUNT.number) return;
  const court = 'Мировой судья судебного участка № 1 Вышневолоцкого судебного района Тверской области';
  const insertCase = (
    kind: string,
    number: string,
    caseCourt: string | null,
    subject: string,
    claimed: number,
    awarded: number | null,
    stateDuty: number,
    status: string,
    enforcementStage: string | null,
    openedAt: number,
  ) =>
    first(
      store,
      sql<{ id: number }>`INSERT INTO litigation_cases
        (contragent_id, kind, number, court, subject, claimed, awarded, state_duty, status, enforcement_stage, opened_at)
        VALUES (${DEBTOR_ACCOUNT.id}, ${kind}, ${number}, ${caseCourt}, ${subject}, ${claimed}, ${awarded}, ${stateDuty}, ${status},
          ${enforcementStage}, ${openedAt})
        ON CONFLICT (contragent_id, number) DO NOTHING RETURNING id`,
    );
  const insertHearing = (caseId: number, startsAt: number, room: string, description: string) =>
    sql`INSERT INTO litigation_hearings (case_id, starts_at, court_room, description)
      VALUES (${caseId}, ${startsAt}, ${room}, ${description})`.execute(store.q);

  await store.transaction(async () => {
    const decided = moscowTime(now, -40, 0, 0);
    const courtCase = await insertCase(
      'court',
      DEMO_CASE_NUMBER,
      court,
      'Взыскание задолженности за услугу по обращению с ТКО за период с 01.01.2025 по 31.12.2025',
      1_234_567,
      1_234_567,
      DEMO_STATE_DUTY,
      'enforcement',
      'Исполнительный лист направлен в Вышневолоцкое РОСП УФССП России по Тверской области; исполнительное производство возбуждено',
      moscowTime(now, -75, 0, 0),
    );
    if (courtCase) {
      await insertHearing(courtCase.id, moscowTime(now, -45, 11, 0), '3', 'Рассмотрение дела по существу');
      await insertHearing(
        courtCase.id,
        moscowTime(now, 14, 10, 30),
        '3',
        'Рассмотрение заявления о рассрочке исполнения решения',
      );
      const body =
        'Исковые требования регионального оператора удовлетворить.\n' +
        'Взыскать с должника задолженность за услугу по обращению с ТКО в размере 12 345,67 ₽ ' +
        'и расходы по уплате государственной пошлины в размере 493,83 ₽.\n' +
        'Решение может быть обжаловано в апелляционном порядке в течение месяца.';
      await sql`INSERT INTO litigation_documents (case_id, title, file_name, body, issued_at)
        VALUES (${courtCase.id}, 'Решение суда', ${`Решение_${DEMO_CASE_NUMBER.replace('/', '-')}.pdf`}, ${body}, ${decided})`.execute(
        store.q,
      );
    }
    await insertCase(
      'claim',
      DEMO_CLAIM_NUMBER,
      null,
      'Претензия о погашении задолженности за январь — март 2026 года',
      312_450,
      null,
      0,
      'claim-sent',
      null,
      moscowTime(now, -10, 0, 0),
    );
  });
}
