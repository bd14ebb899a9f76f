import { z } from 'zod';
import { DOCUMENT_TYPES } from './limits/documents.ts';
import { IdSchema } from './user.ts';

/**
 * What a document is for. Chat attachments have none; a recalculation request asks for some:
 * 'ticket' (проездные документы), 'certificate' (справка с места временного пребывания),
 * 'confirmation' (документ об изменении числа проживающих), 'other' (anything else).
 */
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);

/** An attachment as listed with its message or comment; the file itself: GET main/communication/document/{id}. */
export const DocumentSchema = z.object({
  id: IdSchema,
  /** The uploaded file name, sanitised (no path, no control characters). */
  name: z.string(),
  /** Sniffed from the file's first bytes by the server, never taken from the client. */
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  type: DocumentTypeSchema.nullable(),
});

export type Document = z.infer<typeof DocumentSchema>;
