import styled from '@emotion/styled';
import { useEffect, useRef, type JSX } from 'react';
import { MAP_DEFAULT_CENTRE, MAP_DEFAULT_ZOOM } from '@showroom/contracts';
import { loadGoogleMaps } from '@showroom/ui/map';
import type { MapViewProps } from '../mapView';

const Canvas = styled.div({ width: '100%', height: '100%' });

/** The site map drawn by Google Maps: only when a key is configured (MAP_GOOGLE_KEY). */
export function GoogleMap({ coord, name, config, onReady, onFailed }: MapViewProps): JSX.Element {
  const element = useRef<HTMLDivElement>(null);
  const lat = coord?.lat;
  const lng = coord?.lng;

  useEffect(() => {
    const container = element.current;
    if (!container || config.provider !== 'google') return;
    let cancelled = false;
    loadGoogleMaps(config.apiKey, config.language).then(
      (maps) => {
        if (cancelled) return;
        const site = lat !== undefined && lng !== undefined ? { lat, lng } : null;
        // Cooperative gestures: one finger scrolls the page, two move the map.
        const map = new maps.Map(container, { center: site ?? MAP_DEFAULT_CENTRE, zoom: MAP_DEFAULT_ZOOM, gestureHandling: 'cooperative', keyboardShortcuts: true, mapTypeControl: false, streetViewControl: false });
        if (site) new maps.Marker({ position: site, map, title: name });
        container.setAttribute('data-map-state', 'ready');
        onReady();
      },
      () => !cancelled && onFailed(),
    );
    return () => {
      cancelled = true;
    };
  }, [lat, lng, name, config, onReady, onFailed]);

  return <Canvas ref={element} data-map-provider="google" data-map-state="loading" />;
}
