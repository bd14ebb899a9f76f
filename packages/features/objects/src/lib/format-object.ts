import { OBJECT_TYPE_NAMES, type ObjectChangeField, type ObjectType } from '@resident/contract/limits';

const areaFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** 54.3 → '54,3 м²' (Russian decimal comma, at the edge only). */
export function formatArea(area: number): string {
  return `${areaFormat.format(area)} м²`;
}

/** A value of the object's history as the resident reads it ('3', '54.3', 'apartment' → '3', '54,3 м²', 'Квартира'). */
export function formatChangeValue(field: ObjectChangeField, value: string): string {
  if (field === 'area') return formatArea(Number(value));
  if (field === 'type') return OBJECT_TYPE_NAMES[value as ObjectType] ?? value;
  return value;
}
