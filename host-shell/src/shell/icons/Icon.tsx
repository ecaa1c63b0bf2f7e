import styled from '@emotion/styled';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { iconUrl, isIconName, type IconName } from './iconNames';

// The SVG is used as a mask over currentColor, so an icon always takes the text colour
// (hover, dark bars, forced colours) without one file per colour.
const Glyph = styled.span`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  width: var(--icon-size);
  height: var(--icon-size);
  background-color: currentColor;
  -webkit-mask: var(--icon-url) center / contain no-repeat;
  mask: var(--icon-url) center / contain no-repeat;
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background-color: CanvasText;
  }
  & > img {
    display: none;
  }
`;

export interface IconProps {
  /** A name of the icon set; other names (e.g. from content) log 'Icon not found' and render nothing. */
  name: IconName | (string & {});
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  /** Width and height in px. */
  size?: number;
  className?: string;
}

/** One icon of the set, drawn in the current text colour; nothing when unknown or when its file fails to load. */
export function Icon({ name, title, size = 24, className }: IconProps) {
  const [failed, setFailed] = useState(false);
  const probe = useRef<HTMLImageElement>(null);
  const known = isIconName(name);

  useEffect(() => {
    // The file may have failed before hydration attached onError; a broken image has no natural width.
    const img = probe.current;
    if (img?.complete && img.naturalWidth === 0) fail(name, setFailed);
  }, [name]);

  if (!known) {
    console.error('Icon not found', name);
    return null;
  }
  if (failed) return null;
  const url = iconUrl(name);
  const style = { '--icon-url': `url("${url}")`, '--icon-size': `${size}px` } as CSSProperties;
  return (
    <Glyph
      className={className}
      style={style}
      data-icon={name}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {/* A mask image reports no load error; this hidden copy of the same file does. */}
      <img ref={probe} src={url} alt="" hidden onError={() => fail(name, setFailed)} />
    </Glyph>
  );
}

function fail(name: string, setFailed: (failed: boolean) => void) {
  console.error('Icon failed to load', name);
  setFailed(true);
}
