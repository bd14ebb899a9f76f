/** The analytics counter's tag (Yandex Metrica, the counter Russian operators use). */
export const ANALYTICS_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js';

type CounterQueue = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

/**
 * Loads the counter once. Called only in production and only after the resident accepted cookies
 * (spec §4 "Startup", 152-ФЗ), so nothing of it is on the first load.
 */
export function loadAnalytics(
  counterId: string,
  doc: Document = document,
  win: Window & { ym?: CounterQueue } = window,
): boolean {
  if (!counterId || doc.querySelector(`script[src="${ANALYTICS_SCRIPT_URL}"]`)) return false;
  // The tag's documented queue: calls made before it has loaded are replayed by it.
  const ym: CounterQueue = (...args: unknown[]) => {
    (ym.a ??= []).push(args);
  };
  ym.l = Date.now();
  win.ym = ym;
  const script = doc.createElement('script');
  script.async = true;
  script.src = ANALYTICS_SCRIPT_URL;
  doc.head.append(script);
  ym(Number(counterId), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
  return true;
}
