import type { RealEstateObject } from '@resident/contract';
import { StatusAlert } from '@resident/ui';
import { useEffect, useRef } from 'react';
import type { Ymaps } from '../../model/load-yandex-maps';
import type { MapState } from '../../model/use-objects-map';
import { OBJECTS_TEXTS } from '../../lib/texts';

export interface ObjectsMapProps {
  objects: readonly RealEstateObject[];
  state: MapState;
}

type Located = RealEstateObject & { location: NonNullable<RealEstateObject['location']> };

const REASONS = {
  'no-key': OBJECTS_TEXTS.mapNoKey,
  offline: OBJECTS_TEXTS.mapOffline,
  failed: OBJECTS_TEXTS.mapFailed,
} as const;

/** The camera that shows every object: one object up close, several by their bounds. */
function locationOf(located: readonly Located[]) {
  const lons = located.map((object) => object.location.lon);
  const lats = located.map((object) => object.location.lat);
  if (located.length === 1) return { center: [lons[0] ?? 0, lats[0] ?? 0] as [number, number], zoom: 15 };
  const pad = 0.02;
  return {
    bounds: [
      [Math.min(...lons) - pad, Math.max(...lats) + pad],
      [Math.max(...lons) + pad, Math.min(...lats) - pad],
    ] as [[number, number], [number, number]],
  };
}

function marker(index: number, object: Located): HTMLElement {
  const element = document.createElement('div');
  element.textContent = String(index + 1);
  element.title = object.address;
  element.setAttribute('aria-label', object.address);
  Object.assign(element.style, {
    width: '28px',
    height: '28px',
    borderRadius: '50%',
    background: '#0958d9',
    color: '#fff',
    font: '600 14px/28px system-ui, sans-serif',
    textAlign: 'center',
    transform: 'translate(-50%, -50%)',
    boxShadow: '0 1px 4px rgba(0,0,0,.4)',
  });
  return element;
}

function MapCanvas({ ymaps, located }: { ymaps: Ymaps; located: readonly Located[] }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = new ymaps.YMap(container.current, { location: locationOf(located) });
    map.addChild(new ymaps.YMapDefaultSchemeLayer({}));
    map.addChild(new ymaps.YMapDefaultFeaturesLayer({}));
    located.forEach((object, index) => {
      map.addChild(
        new ymaps.YMapMarker({ coordinates: [object.location.lon, object.location.lat] }, marker(index, object)),
      );
    });
    return () => map.destroy();
  }, [ymaps, located]);
  return <div ref={container} role="region" aria-label={OBJECTS_TEXTS.map} style={{ height: 320, width: '100%' }} />;
}

/**
 * The objects on a map when the operator configured a maps key and the script loaded; otherwise
 * why not, in words — the same objects are listed on the page either way, so nothing is lost.
 */
export function ObjectsMap({ objects, state }: ObjectsMapProps) {
  const located = objects.filter((object): object is Located => object.location !== null);
  let body;
  if (state.status === 'ready') {
    body =
      located.length > 0 ? (
        <MapCanvas ymaps={state.ymaps} located={located} />
      ) : (
        <StatusAlert type="info">{OBJECTS_TEXTS.mapNoLocation}</StatusAlert>
      );
  } else if (state.status === 'loading') {
    body = <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{OBJECTS_TEXTS.mapLoading}</span>;
  } else {
    body = <StatusAlert type={state.status === 'no-key' ? 'info' : 'warning'}>{REASONS[state.status]}</StatusAlert>;
  }
  return (
    <section
      aria-labelledby="objects-map-title"
      style={{ padding: '12px 16px 16px', border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}
    >
      <h2 id="objects-map-title" style={{ margin: '0 0 12px', fontSize: 18, fontWeight: 600 }}>
        {OBJECTS_TEXTS.map}
      </h2>
      {body}
    </section>
  );
}
