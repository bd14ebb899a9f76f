import { sql } from 'kysely';
import {
  OBJECT_CHANGE_FIELDS,
  OBJECT_TYPES,
  type ChangeObjectDetails,
  type ObjectChangeField,
  type ObjectService,
  type ObjectType,
  type RealEstateObject,
} from '@resident/contract';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

interface ObjectRow {
  id: number;
  address: string;
  gar_id: string | null;
  object_type: string;
  area_hundredths: number;
  residents_count: number;
  latitude: number | null;
  longitude: number | null;
}

interface ServiceRow extends ObjectService {
  object_id: number;
}

interface ChangeRow {
  id: number;
  object_id: number;
  field: string;
  old_value: string;
  new_value: string;
  change_date: string;
  request_number: string | null;
}

interface OpenRequestRow {
  id: number;
  object_id: number;
  request_number: string;
}

/** What a change request needs to know of its object. */
export interface ObjectRef {
  id: number;
  garId: string | null;
}

export interface ObjectRepository {
  listOf(contragentId: number): Promise<RealEstateObject[]>;
  /** The object if it belongs to this account. */
  find(contragentId: number, objectId: number): Promise<ObjectRef | undefined>;
  /**
   * Applies a resolved request about an object (its residents, area or type) and records the
   * change with the request's number; a request applies once however often it is resolved.
   * Joins the caller's store transaction when there is one.
   */
  applyResolved(changeObjectId: number, details: ChangeObjectDetails, at: number): Promise<void>;
}

const hundredthsToArea = (hundredths: number) => hundredths / 100;
/** '54.3' → 5430 without floating-point drift ('0.1' * 100 = 10.000000000000002). */
const areaTextToHundredths = (text: string) => Math.round(Number(text) * 100);
const areaText = (hundredths: number) => String(hundredthsToArea(hundredths));

function oneOf<T extends string>(allowed: readonly T[], value: string): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new Error(`unexpected value '${value}' in the objects tables`);
  return value as T;
}

function groupBy<Row extends { object_id: number }>(rows: Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) groups.set(row.object_id, [...(groups.get(row.object_id) ?? []), row]);
  return groups;
}

/** The change a resolved request makes: which column, and its new value as stored and as recorded. */
function changeOf(
  details: ChangeObjectDetails,
): { objectId: number; field: ObjectChangeField; value: number | string; text: string; date: string } | null {
  switch (details.kind) {
    case 'residents':
      return details.objectId === undefined
        ? null
        : {
            objectId: details.objectId,
            field: 'residents',
            value: details.residentsCount,
            text: String(details.residentsCount),
            date: details.changeDate,
          };
    case 'object-area': {
      const hundredths = areaTextToHundredths(details.area);
      return {
        objectId: details.objectId,
        field: 'area',
        value: hundredths,
        text: areaText(hundredths),
        date: details.changeDate,
      };
    }
    case 'object-type':
      return {
        objectId: details.objectId,
        field: 'type',
        value: details.objectType,
        text: details.objectType,
        date: details.changeDate,
      };
    default:
      return null;
  }
}

const COLUMN: Record<ObjectChangeField, string> = {
  residents: 'residents_count',
  area: 'area_hundredths',
  type: 'object_type',
};

interface CurrentRow {
  residents_count: number;
  area_hundredths: number;
  object_type: string;
}

function storedText(field: ObjectChangeField, row: CurrentRow): string {
  if (field === 'residents') return String(row.residents_count);
  if (field === 'area') return areaText(row.area_hundredths);
  return row.object_type;
}

/**
 * On the async store. An object's services, history and open requests are read beside
 * the objects (one statement each for the whole account) instead of SQLite's json_group_array.
 */
export function createObjectRepository(store: Store): ObjectRepository {
  // PostgreSQL: two resolutions of requests about one object at once read its value in turn.
  const lockRow = store.dialect === 'postgres' ? sql` FOR UPDATE` : sql``;

  return {
    async listOf(contragentId) {
      const objects = await all(
        store,
        sql<ObjectRow>`SELECT id, address, gar_id, object_type, area_hundredths, residents_count, latitude, longitude
          FROM real_estate_objects WHERE contragent_id = ${contragentId} ORDER BY id`,
      );
      if (objects.length === 0) return [];
      const services = groupBy(
        await all(
          store,
          sql<ServiceRow>`SELECT s.object_id, s.name, s.basis, s.tariff, s.unit FROM object_services s
            JOIN real_estate_objects o ON o.id = s.object_id WHERE o.contragent_id = ${contragentId} ORDER BY s.id`,
        ),
      );
      const history = groupBy(
        await all(
          store,
          sql<ChangeRow>`SELECT c.id, c.object_id, c.field, c.old_value, c.new_value, c.change_date, r.request_number
            FROM object_changes c JOIN real_estate_objects o ON o.id = c.object_id
            LEFT JOIN change_objects r ON r.id = c.change_object_id
            WHERE o.contragent_id = ${contragentId} ORDER BY c.change_date, c.id`,
        ),
      );
      const open = groupBy(
        await all(
          store,
          sql<OpenRequestRow>`SELECT r.id, r.object_id, r.request_number FROM change_objects r
            JOIN real_estate_objects o ON o.id = r.object_id
            WHERE o.contragent_id = ${contragentId} AND r.status IN ('new', 'in_progress') ORDER BY r.id`,
        ),
      );
      return objects.map((row): RealEstateObject => ({
        id: row.id,
        address: row.address,
        garId: row.gar_id,
        type: oneOf<ObjectType>(OBJECT_TYPES, row.object_type),
        area: hundredthsToArea(row.area_hundredths),
        residentsCount: row.residents_count,
        location: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lon: row.longitude },
        services: (services.get(row.id) ?? []).map(({ name, basis, tariff, unit }) => ({ name, basis, tariff, unit })),
        history: (history.get(row.id) ?? []).map((change) => ({
          id: change.id,
          field: oneOf<ObjectChangeField>(OBJECT_CHANGE_FIELDS, change.field),
          oldValue: change.old_value,
          newValue: change.new_value,
          changeDate: change.change_date,
          requestNumber: change.request_number,
        })),
        openRequests: (open.get(row.id) ?? []).map((request) => ({
          id: request.id,
          requestNumber: request.request_number,
        })),
      }));
    },

    async find(contragentId, objectId) {
      const row = await first(
        store,
        sql<{
          id: number;
          gar_id: string | null;
        }>`SELECT id, gar_id FROM real_estate_objects WHERE id = ${objectId} AND contragent_id = ${contragentId}`,
      );
      return row ? { id: row.id, garId: row.gar_id } : undefined;
    },

    async applyResolved(changeObjectId, details, at) {
      const change = changeOf(details);
      if (!change) return;
      // Joins the operator's transaction when the status change is inside one.
      await store.transaction(async () => {
        const before = await first(
          store,
          sql<CurrentRow>`SELECT residents_count, area_hundredths, object_type FROM real_estate_objects WHERE id = ${change.objectId}${lockRow}`,
        );
        // The object may have been removed since the request was filed: nothing to apply.
        if (!before) return;
        // The unique index on the request decides: a request resolved twice (through any instance) applies once.
        const recorded = await run(
          store,
          sql`INSERT INTO object_changes (object_id, field, old_value, new_value, change_date, change_object_id, created_at)
            VALUES (${change.objectId}, ${change.field}, ${storedText(change.field, before)}, ${change.text}, ${change.date}, ${changeObjectId}, ${at})
            ON CONFLICT DO NOTHING`,
        );
        if (recorded > 0)
          await run(
            store,
            sql`UPDATE real_estate_objects SET ${sql.ref(COLUMN[change.field])} = ${change.value} WHERE id = ${change.objectId}`,
          );
      });
    },
  };
}
