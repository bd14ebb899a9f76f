import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft } from './draft-storage';

afterEach(() => sessionStorage.clear());

describe('draft storage', () => {
  it('keeps a draft per chat in sessionStorage and removes an empty one', () => {
    writeDraft(draftKey(7), 'Здравствуйте');
    expect(sessionStorage.getItem('chat-draft:7')).toBe('Здравствуйте');
    expect(readDraft(draftKey(7))).toBe('Здравствуйте');
    expect(readDraft(draftKey(8))).toBe('');
    writeDraft(draftKey(7), '');
    expect(sessionStorage.getItem('chat-draft:7')).toBeNull();
  });
});
