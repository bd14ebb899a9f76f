import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy/waitFor give up after 1 s by default; on two busy cores (load 20 with the whole suite and
// other work beside it) a lazy page with antd took over 5 s to show. A ceiling, not a delay: a
// passing wait returns as soon as its state shows. Below the 20 s test timeout, so a miss names what.
configure({ asyncUtilTimeout: 15_000 });

// antd reads these browser APIs that jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
