import type { Locator } from 'playwright-core';

/**
 * A date into the portal's Russian date field (antd's DatePicker, ДД.ММ.ГГГГ): typed as a resident
 * types it and taken with Enter, which the field keeps to itself (it never sends the form). `iso` is
 * YYYY-MM-DD.
 */
export async function pickDate(field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await field.fill(`${day}.${month}.${year}`);
  await field.press('Enter');
}
