import type { Metric } from 'web-vitals';

/** What the collector gathers in the page; read back once the page is quiet. */
export interface PageVitals {
  fcp?: number;
  lcp?: number;
  cls: number;
  /** [startTime, duration] of every main-thread task over 50 ms. */
  longTasks: [number, number][];
}

type OnMetric = (callback: (metric: Metric) => void, options?: { reportAllChanges?: boolean }) => void;

declare global {
  interface Window {
    /** The web-vitals UMD build, injected before the collector. */
    webVitals: { onFCP: OnMetric; onLCP: OnMetric; onCLS: OnMetric };
    benchVitals: PageVitals;
  }
}

/**
 * Runs in the page before the portal's own scripts (an init script, so the web-vitals library is
 * never part of the portal's bundle). Every LCP and CLS change is kept: the last one is final.
 */
export function collectVitals(): void {
  const vitals: PageVitals = { cls: 0, longTasks: [] };
  window.benchVitals = vitals;
  window.webVitals.onFCP((metric) => (vitals.fcp = metric.value));
  window.webVitals.onLCP((metric) => (vitals.lcp = metric.value), { reportAllChanges: true });
  window.webVitals.onCLS((metric) => (vitals.cls = metric.value), { reportAllChanges: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Lighthouse's total blocking time: the part over 50 ms of every long task after FCP (a task that
 * started before FCP counts from FCP on).
 */
export function totalBlockingTime(longTasks: readonly [number, number][], fcp: number): number {
  let total = 0;
  for (const [start, duration] of longTasks) {
    const end = start + duration;
    if (end <= fcp) continue;
    total += Math.max(0, end - Math.max(start, fcp) - 50);
  }
  return total;
}
