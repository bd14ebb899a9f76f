import { describe, expect, it } from 'vitest';
import { returnLocation } from './return-location.ts';

describe('returnLocation', () => {
  it('keeps a path of URL characters as it is, escapes included', () => {
    for (const path of ['/resident/1/billing?tab=payments&payment=7', '/pay?payment=1#result', '/%D1%84?q=%20'])
      expect(returnLocation(path)).toBe(path);
  });

  it('percent-encodes what a header may not hold, as UTF-8', () => {
    expect(returnLocation('/ф?payment=7')).toBe('/%D1%84?payment=7');
    expect(returnLocation('/a b\r\nSet-Cookie: x')).toBe('/a%20b%0D%0ASet-Cookie:%20x');
    expect(returnLocation('/50%?x="<>"')).toBe('/50%25?x=%22%3C%3E%22');
    expect(returnLocation('/\ud800')).toBe('/%EF%BF%BD');
  });
});
