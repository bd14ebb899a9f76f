import type { Locator } from 'playwright-core';
import { vi } from 'vitest';

/**
 * A date into the portal's Russian date field (antd's DatePicker, ДД.ММ.ГГГГ): typed as a resident
 * types it and taken with Enter, which the field keeps to itself (it never sends the form). `iso` is
 * YYYY-MM-DD.
 *
 * The field is typed again until it shows the date: a fill that lands while the picker is still
 * opening (its popup resets the text to the current value) is otherwise confirmed as the old date,
 * which is how a busy CI once extended a rental to the default end instead of the typed one.
 */
export async function pickDate(field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  const text = `${day}.${month}.${year}`;
  let typed = false;
  await vi.waitFor(
    async () => {
      if (typed && (await field.inputValue()) === text) return;
      await field.fill(text);
      await field.press('Enter');
      typed = true;
      throw new Error(`the date field does not show ${text} yet`);
    },
    { timeout: 20_000, interval: 250 },
  );
}
