import { z } from 'zod';
import { KopecksSchema } from './billing.ts';
import { PARTICIPATION_REASONS, PROMOTION_STATUSES } from './limits/prizes.ts';
import { IdSchema } from './user.ts';

export const PromotionStatusSchema = z.enum(PROMOTION_STATUSES);
export const ParticipationReasonSchema = z.enum(PARTICIPATION_REASONS);

export const PromotionPrizeSchema = z.object({ name: z.string(), count: z.number().int().positive() });

/** One winner of a draw as everyone sees it: the masked account number and the prize. */
export const DrawWinnerSchema = z.object({ account: z.string(), prize: z.string() });

/** A draw that was held: when, the winners, and this account's own prize (null if it won nothing). */
export const PromotionDrawSchema = z.object({
  heldOn: z.iso.date(),
  winners: z.array(DrawWinnerSchema),
  ownPrize: z.string().nullable(),
});

/**
 * One promotion for residents who pay on time, as the given account sees it: whether it takes
 * part now and why (`reason`: 'ok', or 'debt' with the debt in kopecks, 'closed', …).
 */
export const PromotionSchema = z.object({
  id: IdSchema,
  title: z.string(),
  summary: z.string(),
  conditions: z.array(z.string()),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  drawOn: z.iso.date(),
  status: PromotionStatusSchema,
  prizes: z.array(PromotionPrizeSchema),
  /** How a winner receives the prize. */
  howToReceive: z.string(),
  participation: z.object({
    takesPart: z.boolean(),
    reason: ParticipationReasonSchema,
    /** The account's debt (kopecks) when it is the reason, else null. */
    debt: KopecksSchema.nullable(),
  }),
  draw: PromotionDrawSchema.nullable(),
});

/** GET client/{contragentId}/prizes: running and upcoming first, then finished, newest first. */
export const PromotionsSchema = z.array(PromotionSchema);

export type Promotion = z.infer<typeof PromotionSchema>;
export type PromotionDraw = z.infer<typeof PromotionDrawSchema>;
