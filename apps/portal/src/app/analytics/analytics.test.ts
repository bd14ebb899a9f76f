import { describe, expect, it } from 'vitest';
import { ANALYTICS_SCRIPT_URL, loadAnalytics } from './analytics';

describe('loadAnalytics', () => {
  it('adds the counter tag once and queues its init call', () => {
    const win = {} as Window & { ym?: ((...args: unknown[]) => void) & { a?: unknown[][] } };
    expect(loadAnalytics('12345', document, win)).toBe(true);
    expect(loadAnalytics('12345', document, win)).toBe(false);
    expect(document.querySelectorAll(`script[src="${ANALYTICS_SCRIPT_URL}"]`)).toHaveLength(1);
    expect(win.ym?.a?.[0]).toEqual([12345, 'init', expect.objectContaining({ clickmap: true })]);
  });

  it('does nothing without a counter id', () => {
    document.head.innerHTML = '';
    expect(loadAnalytics('', document, {} as Window)).toBe(false);
    expect(document.querySelector('script')).toBeNull();
  });
});
