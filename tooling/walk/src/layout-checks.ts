/**
 * The layout checks' decisions, apart from the browser: the page probe (page-probe.ts) measures,
 * these functions judge. Pure, so the rules are unit-tested.
 */

/** A visible element's horizontal box as the probe measured it. */
export interface MeasuredBox {
  /** 'button «Безопасность»', 'div.ant-tabs-nav': how the finding names it. */
  label: string;
  left: number;
  right: number;
  /**
   * The nearest ancestor that clips it horizontally: 'scroll' (overflow-x auto/scroll — the resident
   * can scroll to it), 'hidden' (overflow-x hidden/clip — nobody can reach the part outside), or
   * 'none'.
   */
  clip: 'none' | 'scroll' | 'hidden';
  /** A control (link, button, tab, field): off-screen it cannot be used at all. */
  interactive: boolean;
}

export interface OverflowInput {
  viewportWidth: number;
  /** document.documentElement.scrollWidth. */
  scrollWidth: number;
  boxes: readonly MeasuredBox[];
}

/** Sub-pixel layout and borders: a box may stick out this much without a finding. */
const TOLERANCE_PX = 1;

/**
 * Horizontal overflow: the document wider than the viewport (the whole page scrolls sideways), and
 * visible elements whose box lies past the viewport's left or right edge. An element inside a
 * container that scrolls sideways is reachable and not reported; one cut by `overflow: hidden` is
 * reported only when it is a control, since a control the resident cannot reach is a lost function
 * (the profile's tabs at x = 396–578 on a 390 px phone). Findings name the outermost
 * offender once: its descendants stick out by the same cause.
 */
export function overflowFindings({ viewportWidth, scrollWidth, boxes }: OverflowInput): string[] {
  const findings: string[] = [];
  if (scrollWidth > viewportWidth + TOLERANCE_PX)
    findings.push(`page scrolls sideways: ${scrollWidth} px wide in a ${viewportWidth} px viewport`);
  const seen = new Set<string>();
  for (const box of boxes) {
    const outside = box.right > viewportWidth + TOLERANCE_PX || box.left < -TOLERANCE_PX;
    if (!outside || box.clip === 'scroll') continue;
    if (box.clip === 'hidden' && !box.interactive) continue;
    const where = `x = ${Math.round(box.left)}–${Math.round(box.right)}`;
    const text =
      box.clip === 'hidden'
        ? `${box.label} cut off out of reach (${where})`
        : `${box.label} outside the viewport (${where})`;
    if (seen.has(text)) continue;
    seen.add(text);
    findings.push(text);
  }
  return findings;
}

/** An element whose text may be cut: a single-line ellipsis or a line clamp. */
export interface TextBox {
  label: string;
  text: string;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  /** Computed text-overflow is 'ellipsis'. */
  ellipsis: boolean;
  /** Computed -webkit-line-clamp is a number. */
  lineClamp: boolean;
  /** The full text is available another way: a title attribute or a tooltip trigger with it. */
  fullTextElsewhere: boolean;
}

/**
 * Text clipped where it matters: the element cuts its own text (ellipsis wider than its box, or a
 * line clamp taller than its box) and the full text is nowhere else to read. Empty text (icons) and
 * cuts of under a pixel (rounding) are not findings.
 */
export function clippedTexts(boxes: readonly TextBox[]): string[] {
  return boxes
    .filter((box) => box.text.trim() !== '' && !box.fullTextElsewhere)
    .filter(
      (box) =>
        (box.ellipsis && box.scrollWidth > box.clientWidth + TOLERANCE_PX) ||
        (box.lineClamp && box.scrollHeight > box.clientHeight + TOLERANCE_PX),
    )
    .map((box) => `${box.label} cut: «${box.text.trim().replace(/\s+/g, ' ').slice(0, 80)}»`);
}
