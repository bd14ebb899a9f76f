// WCAG 2 relative luminance and contrast ratio, so a brand colour never makes text unreadable
// (axe-core "color-contrast" is a serious violation).

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

function linear(part: number): number {
  const c = part / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio between two '#rrggbb' colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(toRgb(a));
  const lb = luminance(toRgb(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/** `color` mixed with white; `amount` 0 is the colour, 1 is white. */
export function tint(color: string, amount: number): string {
  const mix = (part: number) => Math.round(part + (255 - part) * amount);
  const [r, g, b] = toRgb(color);
  return toHex([mix(r), mix(g), mix(b)]);
}

/**
 * `a` mixed with `b`, `share` of `a`: CSS `color-mix(in srgb, a share, b)`, as the plain kit and the
 * side navigation draw their shades.
 */
export function mix(a: string, b: string, share: number): string {
  const [ar, ag, ab] = toRgb(a);
  const [br, bg, bb] = toRgb(b);
  const part = (x: number, y: number) => Math.round(x * share + y * (1 - share));
  return toHex([part(ar, br), part(ag, bg), part(ab, bb)]);
}

/**
 * The colour itself when it is readable on every background, otherwise the same hue darkened step
 * by step until it is: the brand stays recognisable and text in it (or on it) passes WCAG AA.
 */
export function readableOn(
  color: string,
  backgrounds: readonly string[] = ['#ffffff'],
  minimum = AA_TEXT_CONTRAST,
): string {
  const [r, g, b] = toRgb(color);
  for (let factor = 1; factor > 0; factor -= 0.02) {
    const candidate = toHex([Math.round(r * factor), Math.round(g * factor), Math.round(b * factor)]);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) return candidate;
  }
  return '#000000';
}
