import { useEffect, useState } from 'react';
import { loadYandexMaps, type Ymaps } from './load-yandex-maps';

/** Why there is no map, or the loaded maps API. */
export type MapState =
  | { status: 'no-key' }
  | { status: 'offline' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; ymaps: Ymaps };

/** Loads the maps script only when a key is configured and the browser is online. */
export function useObjectsMap(apiKey: string | undefined, load: typeof loadYandexMaps = loadYandexMaps): MapState {
  const initial = (): MapState => {
    if (!apiKey) return { status: 'no-key' };
    if (!navigator.onLine) return { status: 'offline' };
    return { status: 'loading' };
  };
  const [state, setState] = useState<MapState>(initial);

  useEffect(() => {
    if (!apiKey || !navigator.onLine) return;
    let live = true;
    load(apiKey).then(
      (ymaps) => live && setState({ status: 'ready', ymaps }),
      () => live && setState({ status: navigator.onLine ? 'failed' : 'offline' }),
    );
    return () => {
      live = false;
    };
  }, [apiKey, load]);

  return state;
}
