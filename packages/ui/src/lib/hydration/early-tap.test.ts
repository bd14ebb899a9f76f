import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyTap, takeEarlyTapMatching } from './early-tap.ts';

type Queue = { __earlyTaps?: Element[] };

afterEach(() => {
  delete (window as Queue).__earlyTaps;
  document.documentElement.removeAttribute('data-early-tapped');
});

const control = (slot: string) => {
  const element = document.createElement('button');
  element.setAttribute('data-slot', slot);
  return element;
};

describe('a tap kept for a control drawn over before its code (the signed-in frame)', () => {
  it('is taken by what the control was, once, even once it has left the page', () => {
    const exit = control('exit');
    (window as Queue).__earlyTaps = [control('more'), exit];
    expect(takeEarlyTapMatching('[data-slot="exit"]')).toBe(exit);
    expect(takeEarlyTapMatching('[data-slot="exit"]')).toBeUndefined();
    expect((window as Queue).__earlyTaps).toHaveLength(1);
  });

  it('is kept by the page’s own code where the inline script is not there, once, and marks the page', () => {
    const more = control('more');
    keepEarlyTap(more);
    keepEarlyTap(more);
    expect((window as Queue).__earlyTaps).toEqual([more]);
    expect(document.documentElement).toHaveAttribute('data-early-tapped');
    expect(takeEarlyTapMatching('[data-slot="more"]')).toBe(more);
    expect(document.documentElement).not.toHaveAttribute('data-early-tapped');
  });
});
