// Frames of the generated 360 views: the studio car turning, and the cabin panning around.

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Frames in an exterior turn (one every 10 degrees) and in an interior pan. */
export const EXTERIOR_FRAMES = 36;
export const INTERIOR_FRAMES = 24;

/**
 * Exterior frame `frame` (1-based) of the car turning on a turntable: the side profile narrows with
 * the cosine of the angle while the nose (or tail) widens with its sine.
 */
export function car360Svg(width: number, color: string, title: string, frame: number): string {
  const h = Math.round((width * 9) / 16);
  const angle = ((frame - 1) / EXTERIOR_FRAMES) * 2 * Math.PI;
  const side = Math.max(0.3, Math.abs(Math.cos(angle)));
  const face = Math.abs(Math.sin(angle));
  const mirrored = Math.cos(angle) < 0;
  const nose = Math.sin(angle) >= 0; // the nose faces the camera in the first half of the turn
  const faceWidth = Math.round(380 * face);
  const faceX = 800 + (mirrored ? -1 : 1) * 540 * side - (mirrored ? faceWidth : 0);
  const lights = nose ? '#fff6c8' : '#d0342c';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 1600 900" role="img" aria-label="${escapeXml(`${title}, ${(frame - 1) * 10} degrees`)}">
<defs><radialGradient id="floor" cx="0.5" cy="0.8" r="0.7"><stop offset="0" stop-color="#fbfbfc"/><stop offset="1" stop-color="#cfd4da"/></radialGradient></defs>
<rect width="1600" height="900" fill="url(#floor)"/><ellipse cx="800" cy="700" rx="${Math.round(560 * side + faceWidth / 2)}" ry="46" fill="#000" opacity="0.2"/>
<g transform="translate(800 0) scale(${(mirrored ? -side : side).toFixed(3)} 1) translate(-815 0)"><path d="M260 620 L300 520 Q330 470 420 455 L600 440 Q680 350 820 340 L1030 345 Q1130 360 1230 450 L1320 470 Q1370 490 1370 560 L1360 620 Z" fill="${color}" stroke="#222" stroke-width="6"/>
<path d="M640 445 Q700 375 820 370 L1010 372 Q1090 385 1160 450 Z" fill="#9fb4c7" opacity="0.85"/>
<ellipse cx="480" cy="625" rx="78" ry="78" fill="#222"/><ellipse cx="1150" cy="625" rx="78" ry="78" fill="#222"/></g>
${faceWidth > 8 ? `<g><rect x="${faceX}" y="440" width="${faceWidth}" height="190" rx="40" fill="${color}" stroke="#222" stroke-width="6"/>
<rect x="${faceX + faceWidth * 0.08}" y="470" width="${faceWidth * 0.2}" height="34" rx="12" fill="${lights}"/><rect x="${faceX + faceWidth * 0.72}" y="470" width="${faceWidth * 0.2}" height="34" rx="12" fill="${lights}"/>
<rect x="${faceX + faceWidth * 0.12}" y="360" width="${faceWidth * 0.76}" height="90" rx="24" fill="#9fb4c7" opacity="0.85"/></g>` : ''}
<text x="80" y="120" font-family="sans-serif" font-size="56" font-weight="700" fill="#1d1f22">${escapeXml(title)}</text>
<text x="1520" y="840" text-anchor="end" font-family="sans-serif" font-size="36" fill="#4a4f55">${(frame - 1) * 10}°</text></svg>`;
}

/** Interior frame `frame` (1-based): the cabin strip panned by frame/INTERIOR_FRAMES of a full turn. */
export function interior360Svg(width: number, color: string, frame: number): string {
  const h = Math.round((width * 9) / 16);
  const offset = Math.round(((frame - 1) / INTERIOR_FRAMES) * 1600);
  // One full turn of the cabin, 1600 wide, drawn twice so the pan wraps around.
  const strip = (x: number) => `<g transform="translate(${x} 0)">
<rect width="1600" height="380" fill="#bcd3e6"/><rect y="380" width="1600" height="520" fill="#2b2e33"/>
<path d="M0 380 Q400 300 800 380" fill="none" stroke="#111" stroke-width="30"/>
<rect x="80" y="430" width="640" height="140" rx="30" fill="#3a3e45"/><circle cx="330" cy="560" r="150" fill="none" stroke="#15171a" stroke-width="34"/><circle cx="330" cy="560" r="40" fill="${color}"/>
<rect x="520" y="450" width="180" height="110" rx="10" fill="#0e1622"/><rect x="536" y="466" width="148" height="78" fill="#2f6fb0" opacity="0.8"/>
<rect x="880" y="470" width="260" height="330" rx="50" fill="#4b4037"/><rect x="1250" y="470" width="260" height="330" rx="50" fill="#4b4037"/>
<rect x="860" y="400" width="680" height="60" rx="20" fill="#1c1e22"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 1600 900" role="img" aria-label="Interior, ${Math.round(((frame - 1) / INTERIOR_FRAMES) * 360)} degrees">
<g transform="translate(${-offset} 0)">${strip(0)}${strip(1600)}</g></svg>`;
}

/** Frame `i` of the short clip: the car driving across the frame, wheels turning. */
export function clipFrameSvg(width: number, color: string, title: string, i: number, frames: number): string {
  const h = Math.round((width * 9) / 16);
  const x = Math.round(-1400 + (i / (frames - 1)) * 2600);
  const spin = (i * 45) % 360;
  const wheel = (cx: number) => `<g transform="rotate(${spin} ${cx} 625)"><circle cx="${cx}" cy="625" r="78" fill="#222"/><rect x="${cx - 6}" y="560" width="12" height="130" fill="#999"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 1600 900">
<rect width="1600" height="900" fill="#e7ebef"/><rect y="700" width="1600" height="200" fill="#6b7178"/><rect y="790" width="1600" height="14" fill="#f1f1f1" stroke-dasharray="80 60" stroke="#6b7178"/>
<g transform="translate(${x} 0)"><path d="M260 620 L300 520 Q330 470 420 455 L600 440 Q680 350 820 340 L1030 345 Q1130 360 1230 450 L1320 470 Q1370 490 1370 560 L1360 620 Z" fill="${color}" stroke="#222" stroke-width="6"/>
<path d="M640 445 Q700 375 820 370 L1010 372 Q1090 385 1160 450 Z" fill="#9fb4c7" opacity="0.85"/>${wheel(480)}${wheel(1150)}</g>
<text x="80" y="120" font-family="sans-serif" font-size="56" font-weight="700" fill="#1d1f22">${escapeXml(title)}</text></svg>`;
}
