import { sql } from 'kysely';
import { areaToHundredths } from '@resident/contract';
import { DEMO_OBJECT_SERVICES, demoObjects } from './demo-objects.ts';
import type { DemoObject } from './demo-objects.ts';
import { first, run } from './store/store.ts';
import type { Store } from './store/store.ts';

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Gives each demo account its real-estate objects once: an account that has none yet (a new
 * database, or one made before the objects tables) gets them; one that has any is left as it is.
 * Accounts that do not exist (a developer deleted them) are skipped. Returns the ids of the
 * accounts that got objects.
 */
export async function seedDemoObjects(
  store: Store,
  now: number,
  objects: readonly DemoObject[] = demoObjects,
): Promise<number[]> {
  return store.transaction(async (tx) => {
    const holders = new Map<number, number | undefined>();
    for (const { contragentId } of objects) {
      const holder = await first(
        tx,
        sql<{
          user_id: number;
        }>`SELECT user_id FROM user_contragents WHERE contragent_id = ${contragentId} ORDER BY user_id LIMIT 1`,
      );
      holders.set(contragentId, holder === undefined ? undefined : Number(holder.user_id));
    }
    const seeded = new Set<number>();
    const skipped = new Set<number>();
    for (const object of objects) {
      if (skipped.has(object.contragentId)) continue;
      if (!seeded.has(object.contragentId)) {
        const fresh = await first(
          tx,
          sql<{
            fresh: number;
          }>`SELECT CASE WHEN EXISTS (SELECT 1 FROM real_estate_objects WHERE contragent_id = c.id) THEN 0 ELSE 1 END AS fresh
            FROM contragents c WHERE c.id = ${object.contragentId}`,
        );
        if (Number(fresh?.fresh) !== 1) {
          skipped.add(object.contragentId);
          continue;
        }
      }
      seeded.add(object.contragentId);
      const area = areaToHundredths(Number(object.area));
      if (area === null) throw new Error(`demo object ${object.address} has an invalid area ${object.area}`);
      const row = await first(
        tx,
        sql<{
          id: number;
        }>`INSERT INTO real_estate_objects (contragent_id, address, gar_id, object_type, area_hundredths, residents_count, latitude, longitude)
          VALUES (${object.contragentId}, ${object.address}, ${object.garId}, ${object.type}, ${area}, ${object.residents},
            ${object.location?.lat ?? null}, ${object.location?.lon ?? null}) RETURNING id`,
      );
      if (!row) throw new Error(`demo object ${object.address} was not stored`);
      for (const service of DEMO_OBJECT_SERVICES) {
        await run(
          tx,
          sql`INSERT INTO object_services (object_id, name, basis, tariff, unit)
          VALUES (${row.id}, ${service.name}, ${service.basis}, ${service.tariff}, ${service.unit})`,
        );
      }
      for (const change of object.history ?? []) {
        const at = now - change.daysAgo * DAY;
        const userId = holders.get(object.contragentId);
        let requestId: number | null = null;
        if (change.request && userId !== undefined && change.field === 'residents') {
          const details = JSON.stringify({
            kind: 'residents',
            residentsCount: Number(change.newValue),
            changeDate: isoDate(at),
            objectId: row.id,
          });
          // A request number someone already has is theirs: the history keeps the change without it.
          requestId =
            (
              await first(
                tx,
                sql<{
                  id: number;
                }>`INSERT INTO change_objects (user_id, contragent_id, request_number, kind, status, details, created_at, updated_at, object_id)
                  VALUES (${userId}, ${object.contragentId}, ${change.request.requestNumber}, 'residents', 'resolved', ${details}, ${at - 7 * DAY}, ${at}, ${row.id})
                  ON CONFLICT DO NOTHING RETURNING id`,
              )
            )?.id ?? null;
          if (requestId !== null) {
            await run(
              tx,
              sql`INSERT INTO change_object_comments (change_object_id, author, text, created_at, read_by_resident)
              VALUES (${requestId}, 'resident', ${change.request.comment}, ${at - 7 * DAY}, 1)`,
            );
            await run(
              tx,
              sql`INSERT INTO change_object_comments (change_object_id, author, text, created_at, read_by_resident)
              VALUES (${requestId}, 'operator', ${change.request.answer}, ${at}, 1)`,
            );
          }
        }
        await run(
          tx,
          sql`INSERT INTO object_changes (object_id, field, old_value, new_value, change_date, change_object_id, created_at)
          VALUES (${row.id}, ${change.field}, ${change.oldValue}, ${change.newValue}, ${isoDate(at)}, ${requestId}, ${at})`,
        );
      }
    }
    return [...seeded];
  });
}
