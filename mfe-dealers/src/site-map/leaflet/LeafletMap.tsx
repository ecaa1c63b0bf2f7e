import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { Browser, control, divIcon, map as createMap, marker, tileLayer } from 'leaflet';
import { useEffect, useRef, type JSX } from 'react';
import { MAP_DEFAULT_CENTRE, MAP_DEFAULT_ZOOM } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import { leafletStyles, MARKER_SIZE, markerElement, watchTiles } from '@showroom/ui/map';
import type { MapViewProps } from '../mapView';

const Canvas = styled.div(({ theme }) => leafletStyles(theme.colors.focusRing));

// Leaflet puts attribution text into the DOM as HTML; the configured credit is plain text.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The site map drawn by Leaflet from raster tiles (the configured tile URL; by default the sandbox's). */
export function LeafletMap({ coord, name, config, onReady, onFailed }: MapViewProps): JSX.Element {
  const element = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const lat = coord?.lat;
  const lng = coord?.lng;

  useEffect(() => {
    const container = element.current;
    if (!container || config.provider !== 'tiles') return;
    const t = createTranslator(config.language);
    const site = lat !== undefined && lng !== undefined ? { lat, lng } : null;
    const map = createMap(container, {
      center: site ?? MAP_DEFAULT_CENTRE,
      zoom: MAP_DEFAULT_ZOOM,
      maxZoom: config.maxZoom,
      // A wheel or a one-finger swipe over the map scrolls the page; zoom buttons, keys and pinch still work.
      scrollWheelZoom: false,
      dragging: !Browser.mobile,
      zoomControl: false,
      attributionControl: false,
    });
    control.zoom({ zoomInTitle: t('dealerMap.zoomIn'), zoomOutTitle: t('dealerMap.zoomOut') }).addTo(map);
    control.attribution({ prefix: 'Leaflet' }).addTo(map);
    const tiles = tileLayer(config.tileUrl, { attribution: escapeHtml(config.attribution), maxZoom: config.maxZoom });
    watchTiles(tiles, {
      onReady: () => {
        container.setAttribute('data-map-state', 'ready');
        onReady();
      },
      onFailed,
    });
    tiles.addTo(map);
    if (site) {
      const icon = divIcon({
        html: markerElement(name, site, theme.colors.primary),
        className: 'leaflet-div-icon',
        iconSize: [MARKER_SIZE.width, MARKER_SIZE.height],
        iconAnchor: [MARKER_SIZE.width / 2, MARKER_SIZE.height],
      });
      // Not interactive: a marker with nothing to do is no button and no tab stop.
      marker(site, { icon, title: name, alt: name, keyboard: false, interactive: false }).addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [lat, lng, name, config, onReady, onFailed, theme.colors.primary]);

  return <Canvas ref={element} data-map-provider="leaflet" data-map-state="loading" />;
}
