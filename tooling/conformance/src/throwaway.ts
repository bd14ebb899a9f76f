import { randomBytes } from 'node:crypto';

/**
 * What the command makes up for the records it creates: an address no mail can reach (RFC 2606
 * reserves `.invalid`) and no resident has, new on every run, and an insured person who is
 * recognisably a check.
 */
export const throwawayAddress = (): string => `conformance-${randomBytes(6).toString('hex')}@example.invalid`;

/** A link token of the documented shape that no backend issued: the refusal path, without a mailbox. */
export const unknownLinkToken = (): string => `conformance-${randomBytes(16).toString('hex')}`;

/** A password the registration rules accept (8+ characters, a letter and a digit) and no one knows. */
export const throwawayPassword = (): string => `Conformance-${randomBytes(6).toString('hex')}-1`;

export const CHECK_PERSON = { lastName: 'Проверка', firstName: 'Совместимости' } as const;
