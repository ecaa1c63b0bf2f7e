/** The pin's size in CSS pixels; its tip (bottom centre) sits on the coordinate. */
export const MARKER_SIZE = { width: 32, height: 44 } as const;

/** The pin's drawing (also drawn by SiteMarker, the server's twin): a teardrop, a 14 px circle round (16,16) narrowing to the tip at (16,43), and a white dot. */
export const MARKER_SHAPE = {
  viewBox: '0 0 32 44',
  pin: 'M16 1C8.3 1 2 7.3 2 15c0 10.5 14 28 14 28s14-17.5 14-28C30 7.3 23.7 1 16 1z',
  dot: { cx: 16, cy: 15, r: 5 },
} as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The site's marker as DOM (built, not parsed from HTML, so a site name is never markup): an inline SVG pin named
 * after the site, so no marker image is fetched from anywhere. It carries the coordinate for tests and tools.
 */
export function markerElement(name: string, coord: { lat: number; lng: number }, color: string): HTMLElement {
  const wrapper = document.createElement('span');
  wrapper.dataset.lat = String(coord.lat);
  wrapper.dataset.lng = String(coord.lng);
  wrapper.dataset.siteMarker = '';
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', MARKER_SHAPE.viewBox);
  svg.setAttribute('width', String(MARKER_SIZE.width));
  svg.setAttribute('height', String(MARKER_SIZE.height));
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', name);
  const title = document.createElementNS(SVG_NS, 'title');
  title.textContent = name;
  const pin = document.createElementNS(SVG_NS, 'path');
  pin.setAttribute('d', MARKER_SHAPE.pin);
  pin.setAttribute('fill', color);
  pin.setAttribute('stroke', '#ffffff');
  pin.setAttribute('stroke-width', '2');
  const dot = document.createElementNS(SVG_NS, 'circle');
  dot.setAttribute('cx', String(MARKER_SHAPE.dot.cx));
  dot.setAttribute('cy', String(MARKER_SHAPE.dot.cy));
  dot.setAttribute('r', String(MARKER_SHAPE.dot.r));
  dot.setAttribute('fill', '#ffffff');
  svg.append(title, pin, dot);
  wrapper.append(svg);
  return wrapper;
}
