import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './limits/formats.ts';
import { VALIDATION_MESSAGES } from './limits/messages.ts';

/**
 * An email in a request body: the rule the portal's forms check (limits/formats.ts), refused with
 * the spec §5 message the form shows, whether malformed or too long.
 */
export const EmailSchema = z
  .email({ pattern: EMAIL_PATTERN, error: VALIDATION_MESSAGES.email })
  .max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.email);
