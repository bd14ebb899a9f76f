import { describe, expect, it } from 'vitest';
import { missingDocumentTypes, REQUIRED_DOCUMENT_TYPES } from './documents.ts';

describe('missingDocumentTypes', () => {
  it('lists the required types without a file, once each', () => {
    expect(missingDocumentTypes(REQUIRED_DOCUMENT_TYPES.absence, ['ticket', 'ticket', 'other'])).toEqual([
      'certificate',
    ]);
    expect(missingDocumentTypes(REQUIRED_DOCUMENT_TYPES.absence, new Set(['certificate', 'ticket']))).toEqual([]);
    expect(missingDocumentTypes(REQUIRED_DOCUMENT_TYPES['wrong-charge'], [])).toEqual([]);
  });
});
