import { describe, expect, it } from 'vitest';
import { mergeSearch } from './merge-search';

describe('mergeSearch', () => {
  it('keeps the parameters of both routes, the target winning a clash', () => {
    expect(mergeSearch('?from=mail&tab=1', '?tab=2&x=y')).toBe('?from=mail&tab=2&x=y');
  });

  it('is empty when neither has parameters', () => {
    expect(mergeSearch('', '')).toBe('');
  });
});
