import { z } from 'zod';
import { IsoDateSchema, KopecksSchema } from './billing.ts';
import {
  volumeToHundredths,
  WASTE_CANCEL_REASONS,
  WASTE_LIMITS,
  WASTE_OPERATOR_STATUSES,
  WASTE_PICKUP_STATUSES,
  WASTE_SLOT_PERIODS,
  WASTE_TEXTS,
} from './limits/waste-removal.ts';
import { IdSchema } from './user.ts';

export const WastePickupStatusSchema = z.enum(WASTE_PICKUP_STATUSES);
export const WasteSlotPeriodSchema = z.enum(WASTE_SLOT_PERIODS);
export const WasteCancelReasonSchema = z.enum(WASTE_CANCEL_REASONS);

/** An operator's code of a kind of waste, e.g. 'bulky', 'construction', 'garden'. */
export const WasteTypeCodeSchema = z.string().regex(/^[a-z][a-z-]{0,39}$/, WASTE_TEXTS.typeUnknown);

/** Cubic metres, at most two decimals, within WASTE_LIMITS (spec §5 number format). */
export const WasteVolumeSchema = z
  .number()
  .refine((volume) => volumeToHundredths(volume) !== null, { message: WASTE_TEXTS.volumeRange });

/** GET client/{contragentId}/waste-removal/types: what the operator takes away, and its tariff. */
export const WasteTypeSchema = z.object({
  code: WasteTypeCodeSchema,
  /** e.g. 'Крупногабаритные отходы'. */
  name: z.string(),
  /** What counts as this kind, in a line: 'мебель, матрасы, двери'. */
  description: z.string(),
  /** Kopecks per m³. */
  tariff: KopecksSchema,
});
export const WasteTypesSchema = z.array(WasteTypeSchema);

/** A collection window: a Moscow calendar date and its morning or afternoon. */
export const WasteSlotRefSchema = z.object({
  date: IsoDateSchema,
  period: WasteSlotPeriodSchema,
});

export const WasteSlotTimesSchema = WasteSlotRefSchema.extend({
  /** ISO date-times (UTC) of the window's start and end. */
  startsAt: z.string(),
  endsAt: z.string(),
});

/**
 * GET client/{contragentId}/waste-removal/slots: the windows of the next 14 days (working days,
 * from tomorrow), in time order; `available` false once an order holds it (capacity 1).
 */
export const WasteSlotSchema = WasteSlotTimesSchema.extend({ available: z.boolean() });
export const WasteSlotsSchema = z.array(WasteSlotSchema);

/** GET client/{contragentId}/waste-removal/price?wasteType=…&volume=… — the price the API charges. */
export const WastePriceQuerySchema = z.object({
  wasteType: WasteTypeCodeSchema,
  volume: z.coerce.number().pipe(WasteVolumeSchema),
});

export const WastePriceSchema = z.object({
  wasteType: WasteTypeCodeSchema,
  /** m³ ordered, and m³ charged (never less than the minimum). */
  volume: z.number(),
  billableVolume: z.number(),
  /** Kopecks per m³. */
  tariff: KopecksSchema,
  amount: KopecksSchema,
});

/** POST client/{contragentId}/waste-removal/pickups — one of the account's objects, a kind, a volume and a free window. */
export const CreateWastePickupBodySchema = z.object({
  objectId: IdSchema,
  wasteType: WasteTypeCodeSchema,
  volume: WasteVolumeSchema,
  date: IsoDateSchema,
  period: WasteSlotPeriodSchema,
  /** For the crew; empty is as none. */
  comment: z.string().max(WASTE_LIMITS.commentMax, WASTE_TEXTS.commentTooLong).optional(),
});

export const WastePickupSchema = z.object({
  id: IdSchema,
  /** The order (kind 'waste-pickup') to pay with purpose 'service' and exactly `amount`. */
  orderId: IdSchema,
  status: WastePickupStatusSchema,
  object: z.object({ id: IdSchema, address: z.string() }),
  wasteType: z.object({ code: WasteTypeCodeSchema, name: z.string() }),
  volume: z.number(),
  billableVolume: z.number(),
  /** Kopecks per m³ when ordered, and the price fixed then. */
  tariff: KopecksSchema,
  amount: KopecksSchema,
  slot: WasteSlotTimesSchema,
  comment: z.string().nullable(),
  /** ISO date-times of each step; null until it happens. */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: WasteCancelReasonSchema.nullable(),
  /** While unpaid: when the held window is given up and the order cancelled, unless a payment is under way. */
  payUntil: z.string().nullable(),
  /** Money given back on cancelling, kopecks (0 when none), and when. */
  refund: z.object({ amount: KopecksSchema, at: z.string() }).nullable(),
  /** Whether the resident may cancel it now (before the window starts, not done). */
  cancellable: z.boolean(),
});
export const WastePickupsSchema = z.array(WastePickupSchema);

export const WastePickupParamsSchema = z.object({
  contragentId: z.coerce.number().int().positive(),
  pickupId: z.coerce.number().int().positive(),
});

/** The operator's view (/api/admin/waste-pickups): whose it is. */
export const AdminWastePickupSchema = WastePickupSchema.extend({
  contragentId: IdSchema,
  numberPersonalAccount: z.string(),
});
export const AdminWastePickupsSchema = z.array(AdminWastePickupSchema);
export const AdminWastePickupsQuerySchema = z.object({ status: WastePickupStatusSchema.optional() });
/** PUT /api/admin/waste-pickups/{id}: put it on a route, or report it done. */
export const AdminWastePickupStatusBodySchema = z.object({ status: z.enum(WASTE_OPERATOR_STATUSES) });

export type WasteType = z.infer<typeof WasteTypeSchema>;
export type WasteSlotRef = z.infer<typeof WasteSlotRefSchema>;
export type WasteSlotTimes = z.infer<typeof WasteSlotTimesSchema>;
export type WasteSlot = z.infer<typeof WasteSlotSchema>;
export type WastePriceQuery = z.input<typeof WastePriceQuerySchema>;
export type WastePrice = z.infer<typeof WastePriceSchema>;
export type CreateWastePickupBody = z.infer<typeof CreateWastePickupBodySchema>;
export type WastePickup = z.infer<typeof WastePickupSchema>;
export type AdminWastePickup = z.infer<typeof AdminWastePickupSchema>;
export type AdminWastePickupStatusBody = z.infer<typeof AdminWastePickupStatusBodySchema>;
