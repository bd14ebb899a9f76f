import { z } from 'zod';
import { KopecksSchema } from './billing.ts';
import { OBJECT_CHANGE_FIELDS, OBJECT_TYPES } from './limits/objects.ts';
import { IdSchema } from './user.ts';

export const ObjectTypeSchema = z.enum(OBJECT_TYPES);
export const ObjectChangeFieldSchema = z.enum(OBJECT_CHANGE_FIELDS);

/** A service billed on the object, with its tariff as the operator applies it. */
export const ObjectServiceSchema = z.object({
  name: z.string(),
  /** e.g. 'по числу проживающих', 'по площади'. */
  basis: z.string(),
  /** Kopecks per unit. */
  tariff: KopecksSchema,
  /** e.g. 'чел./мес.', 'м²/мес.'. */
  unit: z.string(),
});

/** One change the operator made to the object, oldest first; `requestNumber` when a request asked for it. */
export const ObjectChangeSchema = z.object({
  id: IdSchema,
  field: ObjectChangeFieldSchema,
  /** As stored: residents '3', area '54.3' (m²), type 'apartment'. */
  oldValue: z.string(),
  newValue: z.string(),
  /** ISO date from which the change applies. */
  changeDate: z.iso.date(),
  requestNumber: z.string().nullable(),
});

/** A recalculation request about the object that the operator has not decided yet. */
export const OpenObjectRequestSchema = z.object({
  id: IdSchema,
  requestNumber: z.string(),
});

/** GET client/{contragentId}/objects: the account's real-estate objects. */
export const RealEstateObjectSchema = z.object({
  id: IdSchema,
  address: z.string(),
  /** The object's id in ГАР (ФИАС), a GUID; null while the operator has not matched it. */
  garId: z.string().nullable(),
  type: ObjectTypeSchema,
  /** Square metres, at most two decimals. */
  area: z.number().positive(),
  residentsCount: z.number().int().nonnegative(),
  /** WGS 84, for the map; null when the address is not geocoded. */
  location: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).nullable(),
  services: z.array(ObjectServiceSchema),
  history: z.array(ObjectChangeSchema),
  openRequests: z.array(OpenObjectRequestSchema),
});

export const RealEstateObjectsSchema = z.array(RealEstateObjectSchema);

export type RealEstateObject = z.infer<typeof RealEstateObjectSchema>;
export type ObjectService = z.infer<typeof ObjectServiceSchema>;
export type ObjectChange = z.infer<typeof ObjectChangeSchema>;
