import { z } from 'zod';
import { PageQuerySchema, pageOf } from '@resident/contract';

/**
 * The outbox as the operator CLI and the development route read it. Not part of the portal's
 * contract: an operator's own backend sends mail its own way.
 */
export const OutboxAttachmentSchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});

export const OutboxStatusSchema = z.enum(['stored', 'queued', 'sent', 'failed']);

export const OutboxMessageSchema = z.object({
  id: z.number().int().positive(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** stored: no SMTP configured, kept here only; queued → sent | failed with SMTP. */
  status: OutboxStatusSchema,
  error: z.string().nullable(),
  /** ISO date-times. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attachments: z.array(OutboxAttachmentSchema),
});

export const OutboxPageSchema = pageOf(OutboxMessageSchema);
export const OutboxQuerySchema = PageQuerySchema.extend({ kind: z.string().max(50).optional() });
export const OutboxIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const OutboxAttachmentParamsSchema = OutboxIdParamsSchema.extend({
  attachmentId: z.coerce.number().int().positive(),
});

export type OutboxAttachment = z.infer<typeof OutboxAttachmentSchema>;
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>;
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export type OutboxPage = z.infer<typeof OutboxPageSchema>;
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;
