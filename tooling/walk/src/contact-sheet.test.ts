import { describe, expect, it } from 'vitest';
import { contactSheet } from './contact-sheet.ts';
import type { ScreenResult } from './inspect.ts';

const screen = (label: string, extra: Partial<ScreenResult> = {}): ScreenResult => ({
  label,
  finalPath: '/',
  axe: [],
  overflow: [],
  clipped: [],
  console: [],
  notes: [],
  ...extra,
});

describe('contact sheet', () => {
  it('puts each width of a screen side by side, with its findings escaped under it', () => {
    const html = contactSheet(
      [
        {
          brand: 'yugra',
          results: new Map([
            [390, [screen('billing', { screenshot: '390/resident-billing.png', overflow: ['td <b> outside'] })]],
            [1280, [screen('billing', { screenshot: '1280/resident-billing.png' })]],
          ]),
        },
      ],
      'walk',
    );
    expect(html).toContain('<th scope="row">billing</th><td class="found"><a href="yugra/390/resident-billing.png">');
    expect(html).toContain('<li>overflow: td &lt;b&gt; outside</li>');
    expect(html).toContain('src="yugra/1280/resident-billing.png"');
  });
});
