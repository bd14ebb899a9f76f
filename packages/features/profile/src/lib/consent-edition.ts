import { formatMonthGenitive } from '@resident/ui';

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The consent text's version as residents read it: the operator versions the text by its
 * year and month ('2026-11' → 'от ноября 2026'); another label is shown as the operator wrote it.
 */
export function consentEdition(version: string): string {
  const month = version.trim();
  return YEAR_MONTH.test(month) ? `от ${formatMonthGenitive(`${month}-01`)}` : version;
}
