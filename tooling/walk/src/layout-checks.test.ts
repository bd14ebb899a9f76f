import { describe, expect, it } from 'vitest';
import { clippedTexts, overflowFindings, type MeasuredBox, type TextBox } from './layout-checks.ts';

const box = (label: string, left: number, right: number, extra: Partial<MeasuredBox> = {}): MeasuredBox => ({
  label,
  left,
  right,
  clip: 'none',
  interactive: false,
  ...extra,
});

describe('horizontal overflow', () => {
  it('reports a document wider than the viewport', () => {
    expect(overflowFindings({ viewportWidth: 390, scrollWidth: 424, boxes: [] })).toEqual([
      'page scrolls sideways: 424 px wide in a 390 px viewport',
    ]);
  });

  it('reports a visible element past either edge, not one within a pixel of it', () => {
    const findings = overflowFindings({
      viewportWidth: 390,
      scrollWidth: 390,
      boxes: [
        box('div.card', 0, 390.6),
        box('span «П-000123»', 300, 420),
        box('aside', -0.5, 200),
        box('aside.menu', -240, 10),
      ],
    });
    expect(findings).toEqual([
      'span «П-000123» outside the viewport (x = 300–420)',
      'aside.menu outside the viewport (x = -240–10)',
    ]);
  });

  it('leaves what a sideways-scrolling container holds: the resident can scroll to it', () => {
    expect(
      overflowFindings({
        viewportWidth: 1280,
        scrollWidth: 1280,
        boxes: [box('td', 1200, 1400, { clip: 'scroll', interactive: true })],
      }),
    ).toEqual([]);
  });

  it('reports a control cut off by overflow: hidden, and not a cut decoration', () => {
    const findings = overflowFindings({
      viewportWidth: 390,
      scrollWidth: 390,
      boxes: [
        box('tab «Безопасность»', 396, 480, { clip: 'hidden', interactive: true }),
        box('div.ribbon', 350, 450, { clip: 'hidden' }),
      ],
    });
    expect(findings).toEqual(['tab «Безопасность» cut off out of reach (x = 396–480)']);
  });

  it('names the same offender once', () => {
    expect(
      overflowFindings({ viewportWidth: 390, scrollWidth: 390, boxes: [box('td', 380, 420), box('td', 380, 420)] }),
    ).toHaveLength(1);
  });
});

const text = (extra: Partial<TextBox>): TextBox => ({
  label: 'span',
  text: 'Долг на конец',
  scrollWidth: 100,
  clientWidth: 100,
  scrollHeight: 20,
  clientHeight: 20,
  ellipsis: false,
  lineClamp: false,
  fullTextElsewhere: false,
  ...extra,
});

describe('clipped text', () => {
  it('reports an ellipsis whose text is wider than its box', () => {
    expect(clippedTexts([text({ label: 'th', ellipsis: true, scrollWidth: 140 })])).toEqual([
      'th cut: «Долг на конец»',
    ]);
  });

  it('reports a line clamp taller than its box', () => {
    expect(clippedTexts([text({ lineClamp: true, scrollHeight: 60, clientHeight: 40 })])).toHaveLength(1);
  });

  it('leaves text that fits, overflow without an ellipsis, empty boxes and text readable in a title', () => {
    expect(
      clippedTexts([
        text({ ellipsis: true, scrollWidth: 100.5 }),
        text({ ellipsis: false, scrollWidth: 140 }),
        text({ ellipsis: true, scrollWidth: 140, text: '  ' }),
        text({ ellipsis: true, scrollWidth: 140, fullTextElsewhere: true }),
      ]),
    ).toEqual([]);
  });
});
