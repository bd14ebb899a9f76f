import axe from 'axe-core';

/**
 * The serious and critical axe-core violations inside `container`, as 'rule: help' lines.
 * Colour contrast is left out: jsdom does not lay out or paint, so axe cannot measure it here
 * (brandTheme's contrast is unit-tested in @resident/branding instead).
 */
export async function seriousViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}
