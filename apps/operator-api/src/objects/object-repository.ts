import type { NotNull } from 'kysely';
import {
  OBJECT_CHANGE_FIELDS,
  OBJECT_TYPES,
  type ChangeObjectDetails,
  type ObjectChangeField,
  type ObjectType,
  type RealEstateObject,
} from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import type { Store } from '../db/store/store.ts';

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

const COLUMN = {
  residents: 'residents_count',
  area: 'area_hundredths',
  type: 'object_type',
} as const satisfies Record<ObjectChangeField, keyof Row<'real_estate_objects'>>;

type CurrentRow = Pick<Row<'real_estate_objects'>, 'residents_count' | 'area_hundredths' | 'object_type'>;

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
  const lockRow = store.dialect === 'postgres';

  return {
    async listOf(contragentId) {
      const objects = await store.q
        .selectFrom('real_estate_objects')
        .select([
          'id',
          'address',
          'gar_id',
          'object_type',
          'area_hundredths',
          'residents_count',
          'latitude',
          'longitude',
        ])
        .where('contragent_id', '=', contragentId)
        .orderBy('id')
        .execute();
      if (objects.length === 0) return [];
      const services = groupBy(
        await store.q
          .selectFrom('object_services as s')
          .innerJoin('real_estate_objects as o', 'o.id', 's.object_id')
          .select(['s.object_id', 's.name', 's.basis', 's.tariff', 's.unit'])
          .where('o.contragent_id', '=', contragentId)
          .orderBy('s.id')
          .execute(),
      );
      const history = groupBy(
        await store.q
          .selectFrom('object_changes as c')
          .innerJoin('real_estate_objects as o', 'o.id', 'c.object_id')
          .leftJoin('change_objects as r', 'r.id', 'c.change_object_id')
          .select(['c.id', 'c.object_id', 'c.field', 'c.old_value', 'c.new_value', 'c.change_date', 'r.request_number'])
          .where('o.contragent_id', '=', contragentId)
          .orderBy('c.change_date')
          .orderBy('c.id')
          .execute(),
      );
      const open = groupBy(
        await store.q
          .selectFrom('change_objects as r')
          .innerJoin('real_estate_objects as o', 'o.id', 'r.object_id')
          .select(['r.id', 'r.object_id', 'r.request_number'])
          // The join on the object: a request here has one.
          .$narrowType<{ object_id: NotNull }>()
          .where('o.contragent_id', '=', contragentId)
          .where('r.status', 'in', ['new', 'in_progress'])
          .orderBy('r.id')
          .execute(),
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
      const row = await store.q
        .selectFrom('real_estate_objects')
        .select(['id', 'gar_id'])
        .where('id', '=', objectId)
        .where('contragent_id', '=', contragentId)
        .executeTakeFirst();
      return row ? { id: row.id, garId: row.gar_id } : undefined;
    },

    async applyResolved(changeObjectId, details, at) {
      const change = changeOf(details);
      if (!change) return;
      // Joins the operator's transaction when the status change is inside one.
      await store.transaction(async () => {
        const before: CurrentRow | undefined = await store.q
          .selectFrom('real_estate_objects')
          .select(['residents_count', 'area_hundredths', 'object_type'])
          .where('id', '=', change.objectId)
          .$if(lockRow, (query) => query.forUpdate())
          .executeTakeFirst();
        // The object may have been removed since the request was filed: nothing to apply.
        if (!before) return;
        // The unique index on the request decides: a request resolved twice (through any instance) applies once.
        const { numInsertedOrUpdatedRows } = await store.q
          .insertInto('object_changes')
          .values({
            object_id: change.objectId,
            field: change.field,
            old_value: storedText(change.field, before),
            new_value: change.text,
            change_date: change.date,
            change_object_id: changeObjectId,
            created_at: at,
          })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        if (numInsertedOrUpdatedRows !== undefined && numInsertedOrUpdatedRows > 0n)
          await store.q
            .updateTable('real_estate_objects')
            .set(COLUMN[change.field], change.value)
            .where('id', '=', change.objectId)
            .execute();
      });
    },
  };
}
