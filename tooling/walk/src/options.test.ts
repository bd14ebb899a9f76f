import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('walk options', () => {
  it('walks every brand at both sizes into /tmp/walk by default', () => {
    expect(parseOptions([])).toEqual({
      brands: ['default', 'prikamye', 'yugra'],
      viewports: [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ],
      out: '/tmp/walk',
      build: true,
    });
  });

  it('narrows to a brand, a width and the screens a pattern matches', () => {
    const options = parseOptions(['--brand', 'yugra', '--width', '390', '--only', 'billing', '--no-build']);
    expect(options).toMatchObject({ brands: ['yugra'], viewports: [{ width: 390, height: 844 }], build: false });
    expect(options.only?.test('resident-billing')).toBe(true);
  });

  it('refuses a brand or width it does not know', () => {
    expect(() => parseOptions(['--brand', 'moscow'])).toThrow('Unknown brand «moscow»');
    expect(() => parseOptions(['--width', '768'])).toThrow('Unknown width');
  });
});
