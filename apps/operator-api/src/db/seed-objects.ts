import type { DatabaseSync } from 'node:sqlite';
import { areaToHundredths } from '@resident/contract';
import { DEMO_OBJECT_SERVICES, demoObjects } from './demo-objects.ts';
import type { DemoObject } from './demo-objects.ts';
import { typed } from './rows.ts';
import { createTransaction } from './transaction.ts';

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Gives each demo account its real-estate objects once: an account that has none yet (a new
 * database, or one made before the objects tables) gets them; one that has any is left as it is.
 * Accounts that do not exist (a developer deleted them) are skipped. Returns the ids of the
 * accounts that got objects.
 */
export function seedDemoObjects(db: DatabaseSync, now: number, objects: readonly DemoObject[] = demoObjects): number[] {
  const fresh = typed<{ fresh: number }, [number]>(
    db.prepare(`SELECT NOT EXISTS (SELECT 1 FROM real_estate_objects WHERE contragent_id = c.id) AS fresh FROM contragents c WHERE c.id = ?`),
  );
  const holder = typed<{ user_id: number }, [number]>(db.prepare('SELECT user_id FROM user_contragents WHERE contragent_id = ? ORDER BY user_id LIMIT 1'));
  const insertObject = typed<{ id: number }, [number, string, string | null, string, number, number, number | null, number | null]>(
    db.prepare(`INSERT INTO real_estate_objects (contragent_id, address, gar_id, object_type, area_hundredths, residents_count, latitude, longitude)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
  );
  const insertService = db.prepare('INSERT INTO object_services (object_id, name, basis, tariff, unit) VALUES (?, ?, ?, ?, ?)');
  // A request number someone already has is theirs: the history keeps the change without it.
  const insertRequest = typed<{ id: number }, [number, number, string, string, number, number, number]>(
    db.prepare(`INSERT INTO change_objects (user_id, contragent_id, request_number, kind, status, details, created_at, updated_at, object_id)
      VALUES (?, ?, ?, 'residents', 'resolved', ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`),
  );
  const insertComment = db.prepare(
    'INSERT INTO change_object_comments (change_object_id, author, text, created_at, read_by_resident) VALUES (?, ?, ?, ?, 1)',
  );
  const insertChange = db.prepare(`INSERT INTO object_changes (object_id, field, old_value, new_value, change_date, change_object_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const transaction = createTransaction(db);

  return transaction(() => {
    const seeded = new Set<number>();
    const skipped = new Set<number>();
    for (const object of objects) {
      if (skipped.has(object.contragentId)) continue;
      if (!seeded.has(object.contragentId) && fresh.get(object.contragentId)?.fresh !== 1) {
        skipped.add(object.contragentId);
        continue;
      }
      seeded.add(object.contragentId);
      const area = areaToHundredths(Number(object.area));
      if (area === null) throw new Error(`demo object ${object.address} has an invalid area ${object.area}`);
      const row = insertObject.get(object.contragentId, object.address, object.garId, object.type, area, object.residents, object.location?.lat ?? null, object.location?.lon ?? null);
      if (!row) throw new Error(`demo object ${object.address} was not stored`);
      for (const service of DEMO_OBJECT_SERVICES) insertService.run(row.id, service.name, service.basis, service.tariff, service.unit);
      for (const change of object.history ?? []) {
        const at = now - change.daysAgo * DAY;
        const userId = holder.get(object.contragentId)?.user_id;
        let requestId: number | null = null;
        if (change.request && userId !== undefined && change.field === 'residents') {
          const details = JSON.stringify({ kind: 'residents', residentsCount: Number(change.newValue), changeDate: isoDate(at), objectId: row.id });
          requestId = insertRequest.get(userId, object.contragentId, change.request.requestNumber, details, at - 7 * DAY, at, row.id)?.id ?? null;
          if (requestId !== null) {
            insertComment.run(requestId, 'resident', change.request.comment, at - 7 * DAY);
            insertComment.run(requestId, 'operator', change.request.answer, at);
          }
        }
        insertChange.run(row.id, change.field, change.oldValue, change.newValue, isoDate(at), requestId, at);
      }
    }
    return [...seeded];
  });
}
