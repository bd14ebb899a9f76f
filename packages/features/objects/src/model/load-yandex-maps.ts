import type * as Ymaps3 from '@yandex/ymaps3-types';

export type Ymaps = typeof Ymaps3;

/** Yandex Maps JS API v3: the key is the operator's (runtime config `mapsApiKey`). */
export const YANDEX_MAPS_URL = 'https://api-maps.yandex.ru/v3/';
/** A script that has not answered in this time is treated as blocked: the screen says so. */
export const MAPS_TIMEOUT_MS = 10_000;

let pending: Promise<Ymaps> | null = null;

/**
 * Adds the maps script once per page and resolves with the `ymaps3` global when it is ready. A
 * failure (blocked, offline, a wrong key that makes the script fail, a timeout) rejects and is
 * forgotten, so opening the screen again tries again.
 */
export function loadYandexMaps(apiKey: string, timeoutMs = MAPS_TIMEOUT_MS): Promise<Ymaps> {
  pending ??= new Promise<Ymaps>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${YANDEX_MAPS_URL}?${new URLSearchParams({ apikey: apiKey, lang: 'ru_RU' })}`;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error('the maps script did not load in time')), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      pending = null;
      reject(error);
    }
    script.onerror = () => fail(new Error('the maps script failed to load'));
    script.onload = () => {
      const ymaps = (window as { ymaps3?: Ymaps }).ymaps3;
      if (!ymaps) return fail(new Error('the maps script loaded without ymaps3'));
      ymaps.ready.then(
        () => {
          window.clearTimeout(timer);
          resolve(ymaps);
        },
        (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
      );
    };
    document.head.append(script);
  });
  return pending;
}
