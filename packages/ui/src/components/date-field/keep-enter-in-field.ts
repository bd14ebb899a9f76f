import type { KeyboardEvent } from 'react';

/**
 * Enter in a picker confirms the typed date and never submits the form: a resident who types a
 * date and presses Enter is not done with the form yet. The picker has already taken the date;
 * only the browser's implicit submission is stopped.
 */
export function keepEnterInField(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}
