import { z } from 'zod';
import { RatingSchema, MessageAuthorSchema } from './chats.ts';
import { DocumentSchema } from './documents.ts';
import { absenceDays, COMMUNICATION_LIMITS } from './limits/communication.ts';
import { CHANGE_OBJECT_KINDS, type ChangeObjectKind } from './limits/documents.ts';
import { DECIMAL_PATTERN } from './limits/formats.ts';
import { areaToHundredths, OBJECT_TEXTS, OBJECT_TYPES } from './limits/objects.ts';
import { COMMUNICATION_TEXTS } from './limits/texts.ts';
import { oneOrMany, pageOf, PageQuerySchema } from './paging.ts';
import { IdSchema } from './user.ts';

const positiveId = z.coerce.number().int().positive();
const timestamp = z.iso.datetime();
const optionalText = z
  .string()
  .trim()
  .max(COMMUNICATION_LIMITS.textMaxLength, COMMUNICATION_TEXTS.textTooLong)
  .default('');

/** See CHANGE_OBJECT_KINDS; REQUIRED_DOCUMENT_TYPES says which documents each kind needs. */
export const ChangeObjectKindSchema = z.enum(CHANGE_OBJECT_KINDS);

/** 'new' → 'in_progress' (the operator took it) → 'resolved' | 'rejected'. Reopening sets 'new' again. */
export const ChangeObjectStatusSchema = z.enum(['new', 'in_progress', 'resolved', 'rejected']);

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Укажите месяц в формате ГГГГ-ММ');

const AbsenceDetailsSchema = z.object({
  kind: z.literal('absence'),
  /** ISO dates, both included. */
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
});
/** The real-estate object a request from the objects screen is about (GET client/{id}/objects). */
const objectId = z.coerce.number().int().positive();

const ResidentsDetailsSchema = z.object({
  kind: z.literal('residents'),
  /** The number of residents from `changeDate` on. */
  residentsCount: z.coerce.number().int().min(0).max(COMMUNICATION_LIMITS.residentsMaxCount),
  changeDate: z.iso.date(),
  /** Set when filed for one object; the appeals form files for the whole account. */
  objectId: objectId.optional(),
});
const ObjectAreaDetailsSchema = z.object({
  kind: z.literal('object-area'),
  objectId,
  /** Square metres as typed, spec §5 number format ('54.3'); a string, so it is never rounded. */
  area: z
    .string()
    .trim()
    .regex(DECIMAL_PATTERN, OBJECT_TEXTS.areaFormat)
    .refine((area) => areaToHundredths(Number(area)) !== null, OBJECT_TEXTS.areaRange),
  changeDate: z.iso.date(),
});
const ObjectTypeDetailsSchema = z.object({
  kind: z.literal('object-type'),
  objectId,
  objectType: z.enum(OBJECT_TYPES),
  changeDate: z.iso.date(),
});
const WrongChargeDetailsSchema = z.object({
  kind: z.literal('wrong-charge'),
  /** The charge month, 'YYYY-MM'. */
  month,
  description: z
    .string()
    .trim()
    .min(1, COMMUNICATION_TEXTS.required)
    .max(COMMUNICATION_LIMITS.textMaxLength, COMMUNICATION_TEXTS.textTooLong),
});

/** What a request is about, by kind. */
export const ChangeObjectDetailsSchema = z.discriminatedUnion('kind', [
  AbsenceDetailsSchema,
  ResidentsDetailsSchema,
  WrongChargeDetailsSchema,
  ObjectAreaDetailsSchema,
  ObjectTypeDetailsSchema,
]);

const absencePeriod = (details: { periodStart: string; periodEnd: string }, context: z.core.$RefinementCtx) => {
  const days = absenceDays(details.periodStart, details.periodEnd);
  if (days < 1) context.addIssue({ code: 'custom', path: ['periodEnd'], message: 'Дата окончания раньше даты начала' });
  else if (days <= COMMUNICATION_LIMITS.absenceMinDaysExclusive) {
    context.addIssue({ code: 'custom', path: ['periodEnd'], message: COMMUNICATION_TEXTS.absenceTooShort });
  }
};

/**
 * POST client/{contragentId}/changeObjects, multipart/form-data: `kind`, the kind's fields, an
 * optional `comment` (becomes the first comment) and the documents, each file under its type as the
 * field name (`ticket`, `certificate`, `confirmation`, `other`; 25 MB each, 10 in all).
 */
export const CreateChangeObjectFieldsSchema = z.discriminatedUnion('kind', [
  AbsenceDetailsSchema.extend({ comment: optionalText }).superRefine(absencePeriod),
  ResidentsDetailsSchema.extend({ comment: optionalText }),
  WrongChargeDetailsSchema.extend({ comment: optionalText }),
  ObjectAreaDetailsSchema.extend({ comment: optionalText }),
  ObjectTypeDetailsSchema.extend({ comment: optionalText }),
]);

export const ChangeObjectCommentSchema = z.object({
  id: IdSchema,
  changeObjectId: IdSchema,
  author: MessageAuthorSchema,
  text: z.string(),
  created: timestamp,
  /** Operator comments: whether the resident has read it; the resident's own are always read. */
  read: z.boolean(),
  documents: z.array(DocumentSchema),
});

/** A recalculation request as listed. */
export const ChangeObjectSchema = z.object({
  id: IdSchema,
  /** 'П-000123', shown as 'Заявка №П-000123'. */
  requestNumber: z.string(),
  kind: ChangeObjectKindSchema,
  status: ChangeObjectStatusSchema,
  contragentId: IdSchema,
  created: timestamp,
  updated: timestamp,
  /** Null for requests recorded before details were kept. */
  details: ChangeObjectDetailsSchema.nullable(),
  /**
   * The address of the real-estate object the request is about (details.objectId), so the request's
   * chat can say which one; absent for a request about the whole account.
   */
  objectAddress: z.string().optional(),
  lastComment: ChangeObjectCommentSchema.nullable(),
  /** Operator comments the resident has not read. */
  unreadCount: z.number().int().nonnegative(),
  rating: RatingSchema.nullable(),
});

/** GET client/{contragentId}/changeObjects/{id}: the request with all its comments, oldest first, and their documents. */
export const ChangeObjectWithCommentsSchema = ChangeObjectSchema.extend({
  comments: z.array(ChangeObjectCommentSchema),
});

/** GET client/{contragentId}/changeObjects: `status` and `kind` may repeat. */
export const ChangeObjectsQuerySchema = PageQuerySchema.extend({
  status: oneOrMany(ChangeObjectStatusSchema).optional(),
  kind: oneOrMany(ChangeObjectKindSchema).optional(),
});
export const ChangeObjectsPageSchema = pageOf(ChangeObjectSchema);

export const ChangeObjectParamsSchema = z.object({ contragentId: positiveId, id: positiveId });

/**
 * POST client/{contragentId}/changeObjects/{id}/comments, multipart/form-data: `text` (may be
 * empty when documents are attached) and documents under their type as the field name (or `files`,
 * meaning 'other'). Answers the stored comment.
 */
export const AddCommentFieldsSchema = z.object({ text: optionalText });

export type ChangeObjectStatus = z.infer<typeof ChangeObjectStatusSchema>;
export type ChangeObjectDetails = z.infer<typeof ChangeObjectDetailsSchema>;
export type CreateChangeObjectFields = z.infer<typeof CreateChangeObjectFieldsSchema>;
export type ChangeObjectComment = z.infer<typeof ChangeObjectCommentSchema>;
export type ChangeObject = z.infer<typeof ChangeObjectSchema>;
export type ChangeObjectWithComments = z.infer<typeof ChangeObjectWithCommentsSchema>;
export type ChangeObjectsPage = z.infer<typeof ChangeObjectsPageSchema>;
export type AddCommentFields = z.infer<typeof AddCommentFieldsSchema>;

/** Query of GET client/{contragentId}/changeObjects as the client sends it. */
export type ChangeObjectsQuery = {
  page?: number;
  size?: number;
  status?: ChangeObjectStatus | ChangeObjectStatus[];
  kind?: ChangeObjectKind | ChangeObjectKind[];
};
