/**
 * Real-estate objects (design.md §3 "Objects"): the types an operator bills, how the portal names
 * them, and what a change of an object's area may be. Areas travel as square metres with at most
 * two decimals and are kept in the database as integer hundredths, so no sum ever drifts.
 */
export const OBJECT_TYPES = ['apartment', 'room', 'house', 'garden-house', 'non-residential'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

export const OBJECT_TYPE_NAMES = {
  apartment: 'Квартира',
  room: 'Комната',
  house: 'Жилой дом',
  'garden-house': 'Садовый дом',
  'non-residential': 'Нежилое помещение',
} as const satisfies Record<ObjectType, string>;

/** The parts of an object a resident may ask to change; each becomes a recalculation request. */
export const OBJECT_CHANGE_FIELDS = ['residents', 'area', 'type'] as const;
export type ObjectChangeField = (typeof OBJECT_CHANGE_FIELDS)[number];

export const OBJECT_LIMITS = {
  /** Square metres; a larger figure is a typing mistake, not a house. */
  areaMax: 100_000,
} as const;

export const OBJECT_TEXTS = {
  /** Spec §8, word for word. */
  withoutGar: 'Не определен ГАР объекта недвижимости',
  notFound: 'Объект не найден',
  areaFormat: 'Укажите площадь числом, например 54.3',
  areaRange: `Площадь должна быть больше 0 и не больше ${OBJECT_LIMITS.areaMax.toLocaleString('ru-RU')} м²`,
  /** A change that has not happened yet is not a reason to recalculate. */
  changeDateInFuture: 'Дата изменения не может быть позже сегодняшней',
} as const;

/** Square metres → integer hundredths (54.3 → 5430), or null when not a valid area. */
export function areaToHundredths(area: number): number | null {
  const hundredths = Math.round(area * 100);
  if (!Number.isFinite(area) || Math.abs(hundredths - area * 100) > 1e-6) return null;
  if (hundredths <= 0 || hundredths > OBJECT_LIMITS.areaMax * 100) return null;
  return hundredths;
}
