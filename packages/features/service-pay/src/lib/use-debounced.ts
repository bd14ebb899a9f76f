import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `ms` (a key, compared by value): the first charge's
 * preview is asked for when the resident stops typing, not on every key.
 */
export function useDebounced<T extends string | number | boolean>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
