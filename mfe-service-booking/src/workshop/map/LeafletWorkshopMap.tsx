import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { leafletStyles, MARKER_SIZE, markerElement, watchTiles } from '@showroom/ui/map';
import { Browser, control, divIcon, layerGroup, map as createMap, marker, tileLayer, type LayerGroup, type Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, type JSX } from 'react';
import { boundsOf, WORKSHOP_MAP_ZOOM, type WorkshopMapViewProps } from './mapView';

const Canvas = styled.div(({ theme }) => leafletStyles(theme.colors.focusRing));

// Leaflet puts attribution text into the DOM as HTML; the configured credit is plain text.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The workshops drawn by Leaflet from raster tiles (by default the sandbox's); a marker click chooses its workshop. */
export function LeafletWorkshopMap({ config, sites, focus, zoomLabels, onSelect, onReady, onFailed }: WorkshopMapViewProps): JSX.Element {
  const element = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ map: LeafletMap; markers: LayerGroup } | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const theme = useTheme();

  useEffect(() => {
    const container = element.current;
    if (!container || config.provider !== 'tiles') return;
    const map = createMap(container, {
      maxZoom: config.maxZoom,
      // A wheel or a one-finger swipe over the map scrolls the page; zoom buttons, keys and pinch still work.
      scrollWheelZoom: false,
      dragging: !Browser.mobile,
      zoomControl: false,
      attributionControl: false,
    });
    control.zoom({ zoomInTitle: zoomLabels.zoomIn, zoomOutTitle: zoomLabels.zoomOut }).addTo(map);
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
    drawn.current = { map, markers: layerGroup().addTo(map) };
    return () => {
      drawn.current = null;
      map.remove();
    };
  }, [config, zoomLabels.zoomIn, zoomLabels.zoomOut, onReady, onFailed]);

  useEffect(() => {
    const current = drawn.current;
    if (!current) return;
    current.markers.clearLayers();
    for (const site of sites) {
      const icon = divIcon({
        html: markerElement(site.siteName, { lat: site.latitude, lng: site.longitude }, site.departmentId === focus ? theme.colors.success : theme.colors.primary),
        className: 'leaflet-div-icon',
        iconSize: [MARKER_SIZE.width, MARKER_SIZE.height],
        iconAnchor: [MARKER_SIZE.width / 2, MARKER_SIZE.height],
      });
      // Clickable, but no tab stop: the list is the keyboard path to the same choice.
      marker({ lat: site.latitude, lng: site.longitude }, { icon, title: site.siteName, alt: site.siteName, keyboard: false })
        .on('click', () => select.current(site))
        .addTo(current.markers);
    }
    const focused = sites.find((site) => site.departmentId === focus);
    const bounds = boundsOf(sites);
    if (focused) current.map.setView({ lat: focused.latitude, lng: focused.longitude }, WORKSHOP_MAP_ZOOM);
    else if (bounds) current.map.fitBounds(bounds, { maxZoom: WORKSHOP_MAP_ZOOM, padding: [MARKER_SIZE.width, MARKER_SIZE.height] });
  }, [sites, focus, theme.colors.primary, theme.colors.success]);

  return <Canvas ref={element} data-map-provider="leaflet" data-map-state="loading" />;
}
