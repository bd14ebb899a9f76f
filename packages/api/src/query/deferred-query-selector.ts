import { useDeferredValue } from 'react';
import { useSelector } from 'react-redux';

/** A query hook's state (RTK Query's `useQuery`/`useQueryState` without `selectFromResult`). */
function isQueryState(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'isFetching' in value && 'currentData' in value;
}

const NOT_A_QUERY = {};

/**
 * react-redux's `useSelector` for RTK Query's hooks, with a query's answer handed to the page as a
 * deferred value. An update of a store read through `useSyncExternalStore` is always
 * rendered synchronously: the arrival of a route's data redrew every page part it fed in one
 * task (0.3–0.8 s under a phone's 4× slower CPU: antd's first tables, cards and their styles).
 * Deferred, the urgent render keeps the previous state and React renders the new one as a
 * transition, in slices that let taps and paints in between; on the first render (data already
 * cached) the value is used as it is. A mutation's state (a submit's `isLoading`, which guards
 * against a second submit) and a `selectFromResult` projection stay synchronous.
 */
export const useDeferredQuerySelector = ((
  selector: (state: unknown) => unknown,
  equalityFn?: (a: unknown, b: unknown) => boolean,
) => {
  const value = useSelector(selector, equalityFn);
  const query = isQueryState(value);
  const deferred = useDeferredValue(query ? value : NOT_A_QUERY);
  return query ? deferred : value;
}) as typeof useSelector;
