import { useEffect, useRef } from 'react';

/**
 * The taps a prerendered page kept before its code ran: the portal server's inline script
 * (apps/portal/server/prerender/early-taps.ts) puts there each control drawn with
 * `data-early-tap` that was clicked (or whose form got Enter), once, and marks the document
 * `data-early-tapped` while any waits.
 */
type EarlyTapWindow = { __earlyTaps?: Element[] };

/** Takes `element`'s kept tap, if it has one: true once, then false. */
export function takeEarlyTap(element: Element | null): boolean {
  const queue = (globalThis as EarlyTapWindow).__earlyTaps;
  const index = element && queue ? queue.indexOf(element) : -1;
  if (index < 0) return false;
  queue!.splice(index, 1);
  if (queue!.length === 0) document.documentElement.removeAttribute('data-early-tapped');
  return true;
}

/**
 * Takes the kept tap of a control matching `selector`, whatever element drew it: the signed-in
 * frame's controls are drawn over by the browser (not hydrated), so the element tapped is gone by
 * the time the code is ready and only what it was (its attributes) says which control it was.
 * Returns that element once, then undefined.
 */
export function takeEarlyTapMatching(selector: string): Element | undefined {
  const queue = (globalThis as EarlyTapWindow).__earlyTaps;
  const found = queue?.find((element) => element.matches(selector));
  return found && takeEarlyTap(found) ? found : undefined;
}

/**
 * Keeps a tap on `element` as the inline script does: for a control the browser draws before its
 * code (the main layout's navigation before antd), also where the page has no inline script.
 */
export function keepEarlyTap(element: Element): void {
  const scope = globalThis as EarlyTapWindow;
  const queue = (scope.__earlyTaps ??= []);
  if (queue.includes(element)) return;
  queue.push(element);
  document.documentElement.setAttribute('data-early-tapped', '');
}

/**
 * A control drawn before its code (the prerender) that must not lose a tap meanwhile: spread
 * `props` on it. Until `ready` it carries `data-early-tap`, so the inline script keeps a tap on it
 * instead of letting the plain HTML act (a form posting itself, a link reloading the page); once
 * `ready` has been committed, a kept tap is carried out as the click it was, exactly once.
 */
export function useEarlyTap<T extends HTMLElement>(ready: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (ready && takeEarlyTap(element)) element!.click();
  }, [ready]);
  return { ref, 'data-early-tap': ready ? undefined : '' };
}
