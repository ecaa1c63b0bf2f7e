import { useRef, useState, type CSSProperties } from 'react';
import { blurBackground, css, useThemeClass, type ThemedStyles } from '@showroom/ui';
import { useImageFailedEarly } from './useImageFailedEarly';

// The placeholder is a few pixels wide: drawn blurred on a layer of its own (so the picture over it
// stays sharp) and a little larger than the frame, so the blur has no pale edge. Each car's own
// placeholder comes in through a custom property on the element, so every card shares one class: as
// an interpolation it made a CSS rule per car, 48 more in the page's sheet on each filter change, and
// each insertion restyles the whole document (issue 14, bench:search-ui).
const frameStyles: ThemedStyles = (theme) => css`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${theme.colors.surface};
  &::before {
    content: '';
    position: absolute;
    inset: -16px;
    background-image: var(--car-image-blur, none);
    background-size: cover;
    filter: blur(12px);
  }
  img {
    position: relative;
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const missingStyles: ThemedStyles = (theme) => css`
  position: relative;
  display: grid;
  place-items: center;
  height: 100%;
  color: ${theme.colors.mutedText};
  font-size: 0.875rem;
  text-align: center;
  padding: 8px;
`;

/**
 * A car picture over its blur placeholder; the missing-image fallback with its text when there is none or it fails.
 * `priority` marks the page's likely largest picture (the first card of a list): fetched first, decoded at once.
 */
export function CarImage({ src, blur, alt, missingText, eager = false, priority = false }: { src?: string | undefined; blur?: string | undefined; alt: string; missingText: string; eager?: boolean; priority?: boolean }) {
  // Which picture failed, by its address: a new address (another car's, when a list gives its card another car) has
  // not failed, and gets an element of its own (the key below), so the last picture never stays while it loads.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== undefined && failedSrc === src;
  const image = useRef<HTMLImageElement>(null);
  useImageFailedEarly(image, src, () => setFailedSrc(src ?? null));
  const background = blurBackground(blur);
  const frameClass = useThemeClass(frameStyles);
  const missingClass = useThemeClass(missingStyles);
  return (
    <div className={frameClass} style={background ? ({ '--car-image-blur': background } as CSSProperties) : undefined}>
      {src && !failed ? (
        <img
          key={src}
          ref={image}
          src={src}
          alt={alt}
          width={640}
          height={360}
          loading={eager || priority ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div className={missingClass} role="img" aria-label={missingText}>
          {missingText}
        </div>
      )}
    </div>
  );
}
