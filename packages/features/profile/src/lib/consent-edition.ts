import { formatMonthGenitive } from '@resident/ui';

/**
 * The consent text's version as residents read it: the operator versions the text by its
 * year and month ('2026-11' → 'от ноября 2026'); another label is shown as the operator wrote it.
 */
export function consentEdition(version: string): string {
  const month = formatMonthGenitive(version.trim());
  return month ? `от ${month}` : version;
}
