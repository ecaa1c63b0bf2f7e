import styled from '@emotion/styled';
import { loadGoogleMaps, pollFor, type GoogleMapInstance, type GoogleMapsApi, type GoogleMarkerInstance } from '@showroom/ui/map';
import { useEffect, useRef, useState, type JSX } from 'react';
import { WORKSHOP_MAP_ZOOM, type WorkshopMapViewProps } from './mapView';

const Canvas = styled.div({ width: '100%', height: '100%' });

/** Spec 3 §8: the text of a keyed maps provider that cannot be loaded. */
export const MAPS_FAILED = 'Failed to load Google Maps API';

/**
 * Google's map library: the script is asked for once, and the library polled every 100 ms for at most 10 s (spec
 * 3 §9), so a script that loads without defining the API fails instead of hanging.
 */
export function googleMapsLibrary(apiKey: string, language: string): Promise<GoogleMapsApi> {
  const script = loadGoogleMaps(apiKey, language);
  const polled = pollFor(() => (window.google?.maps?.Map ? window.google.maps : undefined), MAPS_FAILED);
  return Promise.race([script, polled]).catch(() => {
    throw new Error(MAPS_FAILED);
  });
}

/** The workshops drawn by Google Maps: only when a key is configured (MAP_GOOGLE_KEY). */
export function GoogleWorkshopMap({ config, sites, focus, onSelect, onReady, onFailed }: WorkshopMapViewProps): JSX.Element {
  const element = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<{ maps: GoogleMapsApi; map: GoogleMapInstance } | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const container = element.current;
    if (!container || config.provider !== 'google') return;
    let cancelled = false;
    googleMapsLibrary(config.apiKey, config.language).then(
      (maps) => {
        if (cancelled) return;
        const first = sites[0];
        const map = new maps.Map(container, { center: first ? { lat: first.latitude, lng: first.longitude } : { lat: 59.3293, lng: 18.0686 }, zoom: WORKSHOP_MAP_ZOOM, gestureHandling: 'cooperative', keyboardShortcuts: true, mapTypeControl: false, streetViewControl: false });
        container.setAttribute('data-map-state', 'ready');
        setDrawn({ maps, map });
        onReady();
      },
      () => !cancelled && onFailed(),
    );
    return () => {
      cancelled = true;
    };
    // The map is made once; the markers follow the sites below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, onReady, onFailed]);

  useEffect(() => {
    if (!drawn) return;
    const markers: GoogleMarkerInstance[] = sites.map((site) => {
      const pin = new drawn.maps.Marker({ position: { lat: site.latitude, lng: site.longitude }, map: drawn.map, title: site.siteName });
      pin.addListener?.('click', () => select.current(site));
      return pin;
    });
    const focused = sites.find((site) => site.departmentId === focus) ?? sites[0];
    if (focused) {
      drawn.map.setCenter?.({ lat: focused.latitude, lng: focused.longitude });
      drawn.map.setZoom?.(WORKSHOP_MAP_ZOOM);
    }
    return () => markers.forEach((pin) => pin.setMap?.(null));
  }, [drawn, sites, focus]);

  return <Canvas ref={element} data-map-provider="google" data-map-state="loading" />;
}
