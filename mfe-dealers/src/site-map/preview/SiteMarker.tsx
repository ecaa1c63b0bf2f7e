import styled from '@emotion/styled';
import type { JSX } from 'react';
import { MARKER_SHAPE, MARKER_SIZE } from '@showroom/ui/map';

// The tip (bottom centre) on the box's centre, where the preview puts the site's coordinate.
const Pin = styled.span({
  position: 'absolute',
  left: '50%',
  top: '50%',
  marginLeft: `-${MARKER_SIZE.width / 2}px`,
  marginTop: `-${MARKER_SIZE.height}px`,
  lineHeight: 0,
});

/** The site's pin as React, for the server-rendered preview: the same drawing as markerElement, named after the site. */
export function SiteMarker({ name, coord, color }: { name: string; coord: { lat: number; lng: number }; color: string }): JSX.Element {
  return (
    <Pin data-site-marker="" data-lat={String(coord.lat)} data-lng={String(coord.lng)}>
      <svg viewBox={MARKER_SHAPE.viewBox} width={MARKER_SIZE.width} height={MARKER_SIZE.height} role="img" aria-label={name}>
        <title>{name}</title>
        <path d={MARKER_SHAPE.pin} fill={color} stroke="#ffffff" strokeWidth="2" />
        <circle cx={MARKER_SHAPE.dot.cx} cy={MARKER_SHAPE.dot.cy} r={MARKER_SHAPE.dot.r} fill="#ffffff" />
      </svg>
    </Pin>
  );
}
