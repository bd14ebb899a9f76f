import type { DatabaseSync } from 'node:sqlite';
import {
  OBJECT_CHANGE_FIELDS,
  OBJECT_TYPES,
  type ChangeObjectDetails,
  type ObjectChange,
  type ObjectChangeField,
  type ObjectType,
  type RealEstateObject,
} from '@resident/contract';
import { typed } from '../db/rows.ts';

interface ObjectRow {
  id: number;
  address: string;
  gar_id: string | null;
  object_type: string;
  area_hundredths: number;
  residents_count: number;
  latitude: number | null;
  longitude: number | null;
  services: string;
  history: string;
  open_requests: string;
}

/** What a change request needs to know of its object. */
export interface ObjectRef {
  id: number;
  garId: string | null;
}

export interface ObjectRepository {
  listOf(contragentId: number): RealEstateObject[];
  /** The object if it belongs to this account. */
  find(contragentId: number, objectId: number): ObjectRef | undefined;
  /**
   * Applies a resolved request about an object (its residents, area or type) and records the
   * change with the request's number; a request applies once however often it is resolved.
   */
  applyResolved(changeObjectId: number, details: ChangeObjectDetails, at: number): void;
}

const hundredthsToArea = (hundredths: number) => hundredths / 100;
/** '54.3' → 5430 without floating-point drift ('0.1' * 100 = 10.000000000000002). */
const areaTextToHundredths = (text: string) => Math.round(Number(text) * 100);
const areaText = (hundredths: number) => String(hundredthsToArea(hundredths));

const LIST = `SELECT o.id, o.address, o.gar_id, o.object_type, o.area_hundredths, o.residents_count, o.latitude, o.longitude,
    (SELECT json_group_array(json_object('name', s.name, 'basis', s.basis, 'tariff', s.tariff, 'unit', s.unit))
      FROM (SELECT * FROM object_services WHERE object_id = o.id ORDER BY id) s) AS services,
    (SELECT json_group_array(json_object('id', h.id, 'field', h.field, 'oldValue', h.old_value, 'newValue', h.new_value,
        'changeDate', h.change_date, 'requestNumber', h.request_number))
      FROM (SELECT c.*, r.request_number FROM object_changes c LEFT JOIN change_objects r ON r.id = c.change_object_id
        WHERE c.object_id = o.id ORDER BY c.change_date, c.id) h) AS history,
    (SELECT json_group_array(json_object('id', r.id, 'requestNumber', r.request_number))
      FROM (SELECT id, request_number FROM change_objects
        WHERE object_id = o.id AND status IN ('new', 'in_progress') ORDER BY id) r) AS open_requests
  FROM real_estate_objects o
  WHERE o.contragent_id = ?
  ORDER BY o.id`;

function oneOf<T extends string>(allowed: readonly T[], value: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`unexpected value '${value}' in the objects tables`);
  return value as T;
}

function toObject(row: ObjectRow): RealEstateObject {
  const history = JSON.parse(row.history) as ObjectChange[];
  return {
    id: row.id,
    address: row.address,
    garId: row.gar_id,
    type: oneOf<ObjectType>(OBJECT_TYPES, row.object_type),
    area: hundredthsToArea(row.area_hundredths),
    residentsCount: row.residents_count,
    location: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lon: row.longitude },
    services: JSON.parse(row.services),
    history: history.map((change) => ({ ...change, field: oneOf<ObjectChangeField>(OBJECT_CHANGE_FIELDS, change.field) })),
    openRequests: JSON.parse(row.open_requests),
  };
}

/** The change a resolved request makes: which column, and its new value as stored and as recorded. */
function changeOf(details: ChangeObjectDetails): { objectId: number; field: ObjectChangeField; value: number | string; text: string; date: string } | null {
  switch (details.kind) {
    case 'residents':
      return details.objectId === undefined
        ? null
        : { objectId: details.objectId, field: 'residents', value: details.residentsCount, text: String(details.residentsCount), date: details.changeDate };
    case 'object-area': {
      const hundredths = areaTextToHundredths(details.area);
      return { objectId: details.objectId, field: 'area', value: hundredths, text: areaText(hundredths), date: details.changeDate };
    }
    case 'object-type':
      return { objectId: details.objectId, field: 'type', value: details.objectType, text: details.objectType, date: details.changeDate };
    default:
      return null;
  }
}

const COLUMN: Record<ObjectChangeField, string> = { residents: 'residents_count', area: 'area_hundredths', type: 'object_type' };

export function createObjectRepository(db: DatabaseSync): ObjectRepository {
  const list = typed<ObjectRow, [number]>(db.prepare(LIST));
  const find = typed<{ id: number; gar_id: string | null }, [number, number]>(
    db.prepare('SELECT id, gar_id FROM real_estate_objects WHERE id = ? AND contragent_id = ?'),
  );
  const current = typed<{ residents_count: number; area_hundredths: number; object_type: string }, [number]>(
    db.prepare('SELECT residents_count, area_hundredths, object_type FROM real_estate_objects WHERE id = ?'),
  );
  const record = db.prepare(`INSERT INTO object_changes (object_id, field, old_value, new_value, change_date, change_object_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const update = Object.fromEntries(
    OBJECT_CHANGE_FIELDS.map((field) => [field, db.prepare(`UPDATE real_estate_objects SET ${COLUMN[field]} = ? WHERE id = ?`)]),
  ) as Record<ObjectChangeField, ReturnType<DatabaseSync['prepare']>>;

  function storedText(field: ObjectChangeField, row: { residents_count: number; area_hundredths: number; object_type: string }): string {
    if (field === 'residents') return String(row.residents_count);
    if (field === 'area') return areaText(row.area_hundredths);
    return row.object_type;
  }

  return {
    listOf: (contragentId) => list.all(contragentId).map(toObject),

    find(contragentId, objectId) {
      const row = find.get(objectId, contragentId);
      return row ? { id: row.id, garId: row.gar_id } : undefined;
    },

    applyResolved(changeObjectId, details, at) {
      const change = changeOf(details);
      if (!change) return;
      const before = current.get(change.objectId);
      // The object may have been removed since the request was filed: nothing to apply.
      if (!before) return;
      // A savepoint, not BEGIN: the operator's status change may already be inside a transaction.
      db.exec('SAVEPOINT object_change');
      try {
        const recorded = record.run(change.objectId, change.field, storedText(change.field, before), change.text, change.date, changeObjectId, at);
        if (Number(recorded.changes) > 0) update[change.field].run(change.value, change.objectId);
        db.exec('RELEASE object_change');
      } catch (error) {
        db.exec('ROLLBACK TO object_change');
        db.exec('RELEASE object_change');
        throw error;
      }
    },
  };
}
