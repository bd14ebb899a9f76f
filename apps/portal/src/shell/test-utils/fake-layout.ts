import { vi } from 'vitest';

type Size = { width: number; height: number };

/**
 * jsdom lays nothing out: every box is 0×0. This gives elements matching `selector` the size
 * returned by `size()` and records ResizeObserver callbacks so a test can fire them.
 */
export function fakeLayout(selector: string, size: () => Size) {
  const observers: ResizeObserverCallback[] = [];
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const { width, height } = this.matches(selector) ? size() : { width: 0, height: 0 };
    return DOMRect.fromRect({ width, height });
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return {
    /** Calls every ResizeObserver callback, as the browser does after a layout change. */
    resize() {
      for (const callback of observers) callback([], {} as ResizeObserver);
    },
  };
}
