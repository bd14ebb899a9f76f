import axe from 'axe-core';

/**
 * The serious and critical axe-core violations inside `container` (design.md: none allowed), as
 * 'rule: help' lines. Colour contrast is off: jsdom does not paint, so axe cannot measure it.
 * (The same check as @resident/ui's test helper, which that package does not export.)
 */
export async function seriousViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}
