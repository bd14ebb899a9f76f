/** The document types a file of a recalculation request is filed under (its multipart field name). */
export const DOCUMENT_TYPES = ['ticket', 'certificate', 'confirmation', 'technical', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * Recalculation requests (перерасчёты): 'absence' — temporary absence over 5 days, with documents
 * of each required type; 'residents' — the number of residents changed; 'wrong-charge' — a charge
 * the resident believes is wrong; 'object-area' and 'object-type' — the area or the type of one of
 * the account's objects is not what the operator bills (filed from the objects screen, which sends
 * 'residents' with the object's id too).
 */
export const CHANGE_OBJECT_KINDS = ['absence', 'residents', 'wrong-charge', 'object-area', 'object-type'] as const;
export type ChangeObjectKind = (typeof CHANGE_OBJECT_KINDS)[number];

/**
 * The document types a request of each kind must carry, at least one file of each (the server
 * answers 400 'Загрузите документы каждого типа' otherwise); 'other' is always allowed.
 */
export const REQUIRED_DOCUMENT_TYPES = {
  absence: ['ticket', 'certificate'],
  residents: ['confirmation'],
  'wrong-charge': [],
  'object-area': ['technical'],
  'object-type': ['technical'],
} as const satisfies Record<ChangeObjectKind, readonly DocumentType[]>;

/** How the portal names each document type. */
export const DOCUMENT_TYPE_NAMES = {
  ticket: 'Проездные документы',
  certificate: 'Справка с места временного пребывания',
  confirmation: 'Документ, подтверждающий число проживающих',
  technical: 'Технический паспорт или выписка из ЕГРН',
  other: 'Другие документы',
} as const satisfies Record<DocumentType, string>;

/** The required document types that have no attached file yet. */
export function missingDocumentTypes<T>(required: readonly T[], attached: Iterable<T>): T[] {
  const present = new Set(attached);
  return required.filter((type) => !present.has(type));
}
