import styled from '@emotion/styled';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { Translator } from '@showroom/i18n';
import { blurBackground, VisuallyHidden } from '@showroom/ui';
import { stepFrame } from './frames';
import { GalleryPicture } from './GalleryPicture';
import { atWidth } from './responsiveImage';

/** A gallery image as the browser requests it (apiBase applied). */
export interface ResolvedImage {
  src: string;
  blur?: string | undefined;
}

// A horizontal swipe this long (px) turns the page; shorter ones are taps or scroll jitter.
const SWIPE_PX = 40;

const Stage = styled.div(({ theme }) => ({
  position: 'relative',
  borderRadius: theme.radii.lg,
  overflow: 'hidden',
  touchAction: 'pan-y',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

const NavButton = styled.button<{ side: 'left' | 'right' }>(({ theme, side }) => ({
  position: 'absolute',
  top: '50%',
  [side]: theme.space.sm,
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `2px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.background,
  color: theme.colors.text,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

const Counter = styled.p(({ theme }) => ({
  position: 'absolute',
  right: theme.space.sm,
  bottom: theme.space.sm,
  margin: 0,
  padding: `${theme.space.xxs} ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.background,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
}));

const Thumbs = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space.xs,
  margin: `${theme.space.sm} 0 0`,
  padding: theme.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
}));

const Thumb = styled.button(({ theme }) => ({
  display: 'block',
  flex: '0 0 auto',
  width: '80px',
  height: '45px',
  padding: 0,
  border: `2px solid ${theme.colors.border}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.surface,
  backgroundSize: 'cover',
  overflow: 'hidden',
  cursor: 'pointer',
  '&[aria-current="true"]': { borderColor: theme.colors.primary, boxShadow: `0 0 0 2px ${theme.colors.primary}` },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  img: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
}));

export interface ImageGalleryProps {
  images: readonly ResolvedImage[];
  index: number;
  onIndex: (index: number) => void;
  title: string;
  t: Translator;
  /** `sizes` of the main picture: how wide the stage is drawn on the page. */
  sizes: string;
  fit?: 'cover' | 'contain';
}

/** The photos: one at a time, previous/next, counter, thumbnails, arrow keys and swipe. */
export function ImageGallery({ images, index, onIndex, title, t, sizes, fit }: ImageGalleryProps) {
  const instructionsId = useId();
  const swipeStart = useRef<number | null>(null);
  const total = images.length;
  const current = images[index];
  const go = (delta: number) => onIndex(stepFrame(index, delta, total));

  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowLeft: stepFrame(index, -1, total), ArrowRight: stepFrame(index, 1, total), Home: 0, End: total - 1 }[event.key];
    if (target === undefined || total < 2) return;
    event.preventDefault();
    onIndex(target);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null || total < 2) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  const alt = (n: number) => t('carGallery.imageAlt', { title, current: n + 1, total });
  return (
    <div>
      <Stage
        role="group"
        aria-label={t('carGallery.mode.images')}
        aria-describedby={total > 1 ? instructionsId : undefined}
        tabIndex={total > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <GalleryPicture key={index} src={current?.src} blur={current?.blur} alt={total > 0 ? alt(index) : title} missingText={t('missingImageText')} sizes={sizes} eager fit={fit} />
        {total > 1 ? (
          <>
            <VisuallyHidden id={instructionsId}>{t('carGallery.imagesInstructions')}</VisuallyHidden>
            <NavButton type="button" side="left" aria-label={t('carGallery.previous')} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </NavButton>
            <NavButton type="button" side="right" aria-label={t('carGallery.next')} onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </NavButton>
            <Counter aria-live="polite" data-testid="gallery-counter">
              {t('carGallery.counter', { current: index + 1, total })}
            </Counter>
          </>
        ) : null}
      </Stage>
      {total > 1 ? (
        <Thumbs aria-label={t('carGallery.thumbnails')}>
          {images.map((image, n) => (
            <li key={`${n}:${image.src}`}>
              <Thumb
                type="button"
                aria-label={t('carGallery.thumbnail', { current: n + 1, total })}
                aria-current={n === index ? 'true' : undefined}
                style={{ backgroundImage: blurBackground(image.blur) }}
                onClick={() => onIndex(n)}
              >
                <img src={atWidth(image.src, 320)} alt="" width={80} height={45} loading="lazy" decoding="async" onError={(event) => (event.currentTarget.style.visibility = 'hidden')} />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </div>
  );
}
