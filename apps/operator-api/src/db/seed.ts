import { sql } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import { DEMO_TARIFF_TITLE_PREFIX } from './demo-notices.ts';
import { DEMO_PASSWORD, demoResidents } from './demo-residents.ts';
import type { DemoResident } from './demo-residents.ts';
import { seedDemoBilling } from './seed-billing.ts';
import { seedDemoCommunications } from './seed-communications.ts';
import { seedDemoInstallments } from './seed-installments.ts';
import { lockSeed } from './seed-lock.ts';
import { seedDemoLitigation } from './seed-litigation.ts';
import { seedDemoObjects } from './seed-objects.ts';
import { seedDemoPrizes } from './seed-prizes.ts';
import { seedDemoConsents } from './seed-profile.ts';
import { seedDemoVacancies } from './seed-vacancies.ts';
import { first, run } from './store/store.ts';
import type { Store } from './store/store.ts';

// Salted hashes are made once per process: tests build many databases and each scrypt costs
// ~50 ms. Every resident still has a salt of their own.
const hashCache = new Map<string, Promise<string>>();

function demoHash(login: string): Promise<string> {
  let hash = hashCache.get(login);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD);
    hashCache.set(login, hash);
  }
  return hash;
}

const flag = (value: boolean | undefined) => (value ? 1 : 0);

/**
 * Seeds every demo table through the store, in the order the references need (accounts and
 * residents first), each part adding only what is missing and leaving existing rows (and whatever a
 * developer changed in them) untouched, so it is safe to run on every start. One transaction: on
 * PostgreSQL an advisory lock makes a second instance starting at once wait, then find everything
 * seeded (SQLite's write lock does the same). Returns the logins of the residents it created.
 */
export async function seedDemoData(
  store: Store,
  now: number,
  residents: readonly DemoResident[] = demoResidents,
): Promise<string[]> {
  // Hashed before the transaction: on SQLite it may await nothing but the store.
  await Promise.all(residents.map((resident) => demoHash(resident.login)));
  return store.transaction(async () => {
    await lockSeed(store);
    const created = await seedDemoResidents(store, now, residents);
    await redateDemoNotices(store, now, residents);
    // The ledger and its demo payments, then what references the accounts and the residents.
    await seedDemoBilling(store, now);
    await seedDemoPrizes(store, now);
    await seedDemoLitigation(store, now);
    await seedDemoConsents(store);
    await seedDemoVacancies(store, now);
    // Before the objects, which file requests of their own: a demo request number taken stays the chats'.
    await seedDemoCommunications(store, now);
    await seedDemoObjects(store, now);
    await seedDemoInstallments(store, now);
    return created;
  });
}

/**
 * A database seeded months ago keeps the notice worded then («Новый тариф с 1 июля» read in
 * November): on every start the demo's own notices (the same id on the same account, a title the
 * seed wrote) are worded again from now. A notice with another title is the operator's and stays.
 */
async function redateDemoNotices(store: Store, now: number, residents: readonly DemoResident[]): Promise<void> {
  for (const contragent of residents.flatMap((resident) => resident.contragents)) {
    for (const popup of contragent.popupWindows ?? []) {
      const { title, text } = popup.notice(now);
      await run(
        store,
        sql`UPDATE popup_windows SET title = ${title}, text = ${text}
          WHERE id = ${popup.id} AND contragent_id = ${contragent.id} AND title LIKE ${`${DEMO_TARIFF_TITLE_PREFIX}%`} AND title <> ${title}`,
      );
    }
  }
}

/** Explicit ids leave PostgreSQL's identity sequence behind: the next generated id must come after them. */
async function moveIdentityPast(store: Store, table: 'users' | 'contragents' | 'popup_windows'): Promise<void> {
  if (store.dialect !== 'postgres') return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(
    store.q,
  );
}

/** Creates the demo residents that are missing with their accounts; answers their logins. */
export async function seedDemoResidents(
  store: Store,
  now: number,
  residents: readonly DemoResident[] = demoResidents,
): Promise<string[]> {
  // Hashed before any query: inside seedDemoData's SQLite transaction only the store may be awaited.
  const withHashes = await Promise.all(
    residents.map(async (resident) => ({ resident, passwordHash: await demoHash(resident.login) })),
  );
  const created: string[] = [];
  for (const { resident, passwordHash } of withHashes) {
    if (await first(store, sql`SELECT id FROM users WHERE login = ${resident.login}`)) continue;
    const inserted = await run(
      store,
      sql`INSERT INTO users (id, login, password_hash, last_name, first_name, middle_name, operator, verified, marketplace_access, created_at)
        VALUES (${resident.id}, ${resident.login}, ${passwordHash}, ${resident.lastName}, ${resident.firstName}, ${resident.middleName},
          ${resident.operator}, ${flag(resident.verified)}, ${flag(resident.marketplaceAccess)}, ${now}) ON CONFLICT DO NOTHING`,
    );
    // The id or login is taken by someone else: leave that account alone rather than merge into it.
    if (inserted === 0) continue;
    const fullName = [resident.lastName, resident.firstName, resident.middleName].filter(Boolean).join(' ');
    for (const [position, contragent] of resident.contragents.entries()) {
      const added = await run(
        store,
        sql`INSERT INTO contragents (id, full_name, number_personal_account, is_closed, state_duty_debt, waste_disposal, is_installment_register, address)
          VALUES (${contragent.id}, ${fullName}, ${contragent.numberPersonalAccount}, ${flag(contragent.isClosed)}, ${flag(contragent.stateDutyDebt)},
            ${flag(contragent.wasteDisposal)}, ${flag(contragent.isInstallmentRegister)}, ${contragent.address}) ON CONFLICT DO NOTHING`,
      );
      // The demo account is ours to link if we just created it, or it is the same account left
      // without an owner (its resident was deleted); never one that already belongs to someone.
      if (added === 0) {
        const free = await first(
          store,
          sql`SELECT 1 AS free FROM contragents c WHERE c.id = ${contragent.id} AND c.number_personal_account = ${contragent.numberPersonalAccount}
            AND NOT EXISTS (SELECT 1 FROM user_contragents uc WHERE uc.contragent_id = c.id)`,
        );
        if (!free) continue;
      }
      // Link order is list order: the first account is the one the portal opens after login.
      await run(
        store,
        sql`INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES (${resident.id}, ${contragent.id}, ${now + position}) ON CONFLICT DO NOTHING`,
      );
      for (const popup of contragent.popupWindows ?? []) {
        const { title, text } = popup.notice(now);
        await run(
          store,
          sql`INSERT INTO popup_windows (id, contragent_id, title, text) VALUES (${popup.id}, ${contragent.id}, ${title}, ${text}) ON CONFLICT DO NOTHING`,
        );
      }
    }
    created.push(resident.login);
  }
  if (created.length > 0)
    for (const table of ['users', 'contragents', 'popup_windows'] as const) await moveIdentityPast(store, table);
  return created;
}
