import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage.ts';

describe('createMemoryStorage', () => {
  it('behaves like Storage', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.setItem('b', '2');
    expect(storage.length).toBe(2);
    expect(storage.getItem('a')).toBe('1');
    expect(storage.key(1)).toBe('b');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});
