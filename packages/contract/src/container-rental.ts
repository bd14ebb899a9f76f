import { z } from 'zod';
import { KopecksSchema } from './billing.ts';
import {
  CONTAINER_PICTURES,
  isRentalDate,
  RENTAL_LIMITS,
  RENTAL_STATUSES,
  RENTAL_TEXTS,
} from './limits/container-rental.ts';
import { IdSchema } from './user.ts';

// Container rental. The period and price rules are in limits/container-rental.ts, shared
// with the portal; these are the calls' shapes. Dates are 'YYYY-MM-DD', money integer kopecks.

/** A calendar date that exists ('2026-02-30' does not). */
export const RentalDateSchema = z.string().refine(isRentalDate, RENTAL_TEXTS.dateFormat);

export const ContainerPictureSchema = z.enum(CONTAINER_PICTURES);
export const RentalStatusSchema = z.enum(RENTAL_STATUSES);

/** GET client/container-rental/types: one kind of container the operator rents out. */
export const ContainerTypeSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** Cubic metres, e.g. 0.75, 1.1, 8, 27. */
  volume: z.number().positive(),
  description: z.string(),
  /** Which of the portal's drawings shows it. */
  picture: ContainerPictureSchema,
  pricePerDay: KopecksSchema,
  pricePerMonth: KopecksSchema,
});
export const ContainerTypesSchema = z.array(ContainerTypeSchema);

/** GET client/container-rental/quote?typeId&startDate&endDate — the price before ordering. */
export const RentalQuoteQuerySchema = z.object({
  typeId: z.coerce.number().int().positive(),
  startDate: RentalDateSchema,
  endDate: RentalDateSchema,
});

export const RentalQuoteSchema = z.object({
  typeId: IdSchema,
  startDate: z.string(),
  endDate: z.string(),
  /** Days rented, start and end included. */
  days: z.number().int().nonnegative(),
  /** Full months from the start, and the days after them. */
  months: z.number().int().nonnegative(),
  restDays: z.number().int().nonnegative(),
  pricePerDay: KopecksSchema,
  pricePerMonth: KopecksSchema,
  amount: KopecksSchema,
});

/**
 * POST client/{contragentId}/container-rentals — where to: one of the account's objects
 * (`objectId`) or an address typed by the resident (`address`), exactly one of the two.
 */
export const CreateRentalBodySchema = z
  .object({
    typeId: IdSchema,
    startDate: RentalDateSchema,
    endDate: RentalDateSchema,
    objectId: IdSchema.optional(),
    address: z
      .string()
      .trim()
      .min(1, RENTAL_TEXTS.addressRequired)
      .max(RENTAL_LIMITS.addressMaxLength, RENTAL_TEXTS.addressTooLong)
      .optional(),
  })
  .refine((body) => (body.objectId === undefined) !== (body.address === undefined), {
    message: RENTAL_TEXTS.addressRequired,
    path: ['address'],
  });

/** An order the resident still has to pay: the rental itself, or an extension up to `endDate`. */
export const RentalOrderSchema = z.object({
  orderId: IdSchema,
  amount: KopecksSchema,
  purpose: z.enum(['rental', 'extension']),
  /** The end date this order pays up to. */
  endDate: z.string(),
});

export const RentalSchema = z.object({
  id: IdSchema,
  container: z.object({
    typeId: IdSchema,
    name: z.string(),
    volume: z.number().positive(),
    picture: ContainerPictureSchema,
  }),
  address: z.string(),
  /** The account's object it goes to, when chosen from the objects. */
  objectId: IdSchema.nullable(),
  startDate: z.string(),
  /** The last paid day; an extension moves it once its order is paid. */
  endDate: z.string(),
  status: RentalStatusSchema,
  /** The day the container is taken back early, when it was returned. */
  returnedOn: z.string().nullable(),
  /** The prices fixed when it was ordered (later price changes do not touch it). */
  pricePerDay: KopecksSchema,
  pricePerMonth: KopecksSchema,
  /** Paid for it in total (rental and extensions), and given back. */
  paid: KopecksSchema,
  refunded: KopecksSchema,
  /** The order waiting to be paid, if any. */
  pendingOrder: RentalOrderSchema.nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});

/** GET client/{contragentId}/container-rentals — newest first. */
export const RentalsSchema = z.array(RentalSchema);

export const CreatedRentalSchema = z.object({ rental: RentalSchema, order: RentalOrderSchema });

export const RentalParamsSchema = z.object({
  contragentId: z.coerce.number().int().positive(),
  rentalId: z.coerce.number().int().positive(),
});

/** GET …/container-rentals/{rentalId}/extension-quote?endDate= and the body of POST …/extension. */
export const ExtensionQuerySchema = z.object({ endDate: RentalDateSchema });
export const ExtensionBodySchema = ExtensionQuerySchema;

export const ExtensionQuoteSchema = z.object({
  currentEndDate: z.string(),
  endDate: z.string(),
  /** Days added. */
  addedDays: z.number().int().positive(),
  /** What the whole rental costs to the new end minus what it costs to the current end. */
  amount: KopecksSchema,
});

/** POST …/extension: the order to pay, or null when nothing is due and the end moved at once. */
export const ExtensionResultSchema = z.object({ rental: RentalSchema, order: RentalOrderSchema.nullable() });

/** GET …/container-rentals/{rentalId}/return-quote?returnDate= */
export const ReturnQuerySchema = z.object({ returnDate: RentalDateSchema });

export const ReturnQuoteSchema = z.object({
  returnDate: z.string(),
  /** Days used up to and including the return date, and their price by the rental rule. */
  usedDays: z.number().int().nonnegative(),
  usedAmount: KopecksSchema,
  paid: KopecksSchema,
  refund: KopecksSchema,
});

/**
 * POST …/return — `refund` is the amount the resident was shown: when it is no longer what the
 * return gives back (the day changed meanwhile), nothing happens (409) and the portal asks again.
 */
export const ReturnBodySchema = z.object({ returnDate: RentalDateSchema, refund: KopecksSchema.nonnegative() });

export const ReturnResultSchema = z.object({ rental: RentalSchema, refund: KopecksSchema });

export type ContainerType = z.infer<typeof ContainerTypeSchema>;
export type RentalQuoteQuery = z.infer<typeof RentalQuoteQuerySchema>;
export type RentalQuote = z.infer<typeof RentalQuoteSchema>;
export type CreateRentalBody = z.infer<typeof CreateRentalBodySchema>;
export type RentalOrder = z.infer<typeof RentalOrderSchema>;
export type Rental = z.infer<typeof RentalSchema>;
export type CreatedRental = z.infer<typeof CreatedRentalSchema>;
export type ExtensionQuote = z.infer<typeof ExtensionQuoteSchema>;
export type ExtensionResult = z.infer<typeof ExtensionResultSchema>;
export type ReturnQuote = z.infer<typeof ReturnQuoteSchema>;
export type ReturnBody = z.infer<typeof ReturnBodySchema>;
export type ReturnResult = z.infer<typeof ReturnResultSchema>;
