import type { DatabaseSync } from 'node:sqlite';
import { hashPassword } from '../auth/password.ts';
import { DEMO_PASSWORD, demoResidents } from './demo-residents.ts';
import type { DemoResident } from './demo-residents.ts';
import { typed } from './rows.ts';
import { seedDemoBilling } from './seed-billing.ts';
import { seedDemoCommunications } from './seed-communications.ts';
import { communicationStoreOf } from './store/communication-store.ts';
import { seedDemoLitigation } from './seed-litigation.ts';
import { createTransaction } from './transaction.ts';

// Salted hashes are made once per process: tests build many in-memory databases and each scrypt
// costs ~50 ms. Every resident still has a salt of their own.
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
 * Creates the demo residents that are missing, leaving existing ones (and whatever a developer
 * changed in them) untouched, so it is safe to run on every start; then gives the demo residents
 * their chats and recalculation requests once (databases made before those tables get them too),
 * and the demo accounts their ledger up to the current month. The demo data of the repositories on
 * the async store (promotions, vacancies) follows in seedDemoStoreData().
 * Returns the logins it created.
 */
export async function seedDemoData(
  db: DatabaseSync,
  now: number,
  residents: readonly DemoResident[] = demoResidents,
): Promise<string[]> {
  const created = await seedDemoResidents(db, now, residents);
  await seedDemoCommunications(db, communicationStoreOf(db), now);
  seedDemoBilling(db, now);
  seedDemoLitigation(db, now);
  return created;
}

async function seedDemoResidents(db: DatabaseSync, now: number, residents: readonly DemoResident[]): Promise<string[]> {
  const exists = typed<{ id: number }, [string]>(db.prepare('SELECT id FROM users WHERE login = ?'));
  const missing = residents.filter((resident) => !exists.get(resident.login));
  if (missing.length === 0) return [];
  const withHashes = await Promise.all(
    missing.map(async (resident) => ({ resident, passwordHash: await demoHash(resident.login) })),
  );

  const insertUser = db.prepare(`INSERT INTO users
    (id, login, password_hash, last_name, first_name, middle_name, operator, verified, marketplace_access, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const insertContragent = db.prepare(`INSERT INTO contragents
    (id, full_name, number_personal_account, is_closed, state_duty_debt, waste_disposal, is_installment_register, address)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const link = db.prepare(
    'INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const insertPopup = db.prepare(
    'INSERT INTO popup_windows (id, contragent_id, title, text) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const existing = typed<{ number_personal_account: string; owned: number }, [number]>(
    db.prepare(`SELECT number_personal_account,
        EXISTS (SELECT 1 FROM user_contragents uc WHERE uc.contragent_id = c.id) AS owned
      FROM contragents c WHERE id = ?`),
  );
  // The demo account is ours to link if we just created it, or it is the same account left without
  // an owner (its resident was deleted); never one that already belongs to someone.
  const mayLink = (contragent: DemoResident['contragents'][number], inserted: boolean) => {
    if (inserted) return true;
    const row = existing.get(contragent.id);
    return row?.number_personal_account === contragent.numberPersonalAccount && row.owned === 0;
  };
  const transaction = createTransaction(db);

  return transaction(() => {
    const created: string[] = [];
    for (const { resident, passwordHash } of withHashes) {
      const { changes } = insertUser.run(
        resident.id,
        resident.login,
        passwordHash,
        resident.lastName,
        resident.firstName,
        resident.middleName,
        resident.operator,
        flag(resident.verified),
        flag(resident.marketplaceAccess),
        now,
      );
      // The id or login is taken by someone else: leave that account alone rather than merge into it.
      if (Number(changes) === 0) continue;
      const fullName = [resident.lastName, resident.firstName, resident.middleName].filter(Boolean).join(' ');
      resident.contragents.forEach((contragent, position) => {
        const inserted = insertContragent.run(
          contragent.id,
          fullName,
          contragent.numberPersonalAccount,
          flag(contragent.isClosed),
          flag(contragent.stateDutyDebt),
          flag(contragent.wasteDisposal),
          flag(contragent.isInstallmentRegister),
          contragent.address,
        );
        if (!mayLink(contragent, Number(inserted.changes) === 1)) return;
        // Link order is list order: the first account is the one the portal opens after login.
        link.run(resident.id, contragent.id, now + position);
        for (const popup of contragent.popupWindows ?? []) insertPopup.run(popup.id, contragent.id, popup.title, popup.text);
      });
      created.push(resident.login);
    }
    return created;
  });
}
