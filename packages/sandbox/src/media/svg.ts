import { hashString } from '../random';

export const MEDIA_WIDTHS = [320, 640, 1280, 1920] as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stylised car on a studio background, in the car's colour, with its name. */
export function carSvg(width: number, color: string, title: string, subtitle: string, angle: number): string {
  const h = Math.round((width * 9) / 16);
  const flip = angle % 2 === 1 ? ' transform="translate(1600 0) scale(-1 1)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 1600 900" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset="1" stop-color="#d9dde2"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#bg)"/><ellipse cx="800" cy="690" rx="560" ry="40" fill="#000" opacity="0.18"/>
<g${flip}><path d="M260 620 L300 520 Q330 470 420 455 L600 440 Q680 350 820 340 L1030 345 Q1130 360 1230 450 L1320 470 Q1370 490 1370 560 L1360 620 Z" fill="${color}" stroke="#222" stroke-width="6"/>
<path d="M640 445 Q700 375 820 370 L1010 372 Q1090 385 1160 450 Z" fill="#9fb4c7" opacity="0.85"/>
<circle cx="480" cy="625" r="78" fill="#222"/><circle cx="480" cy="625" r="38" fill="#aaa"/>
<circle cx="1150" cy="625" r="78" fill="#222"/><circle cx="1150" cy="625" r="38" fill="#aaa"/></g>
<text x="80" y="140" font-family="sans-serif" font-size="72" font-weight="700" fill="#1d1f22">${escapeXml(title)}</text>
<text x="80" y="210" font-family="sans-serif" font-size="40" fill="#4a4f55">${escapeXml(subtitle)}</text></svg>`;
}

/** A generic picture (hero, site, story, kit): gradient and a caption, colour derived from the id. */
export function pictureSvg(width: number, kind: string, id: string, n: number): string {
  const hue = hashString(`${kind}:${id}:${n}`) % 360;
  const h = Math.round((width * 9) / 16);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 1600 900" role="img" aria-label="${escapeXml(`${kind} ${id}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 50% 60%)"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/><path d="M0 700 L500 420 L800 600 L1150 350 L1600 650 L1600 900 L0 900 Z" fill="#fff" opacity="0.18"/>
<text x="80" y="820" font-family="sans-serif" font-size="56" fill="#fff">${escapeXml(`${kind} ${id}`)}</text></svg>`;
}

/** A brand logo: the name in a rounded badge. */
export function logoSvg(width: number, name: string): string {
  const hue = hashString(name) % 360;
  const h = Math.round(width / 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 300 100" role="img" aria-label="${escapeXml(name)}">
<rect x="4" y="4" width="292" height="92" rx="46" fill="hsl(${hue} 40% 25%)"/><text x="150" y="62" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(name)}</text></svg>`;
}
