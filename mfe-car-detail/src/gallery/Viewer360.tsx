import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Translator } from '@showroom/i18n';
import { Button, ToggleButton, VisuallyHidden } from '@showroom/ui';
import { prefersReducedMotion, startAutoRotation } from './autoRotation';
import { DRAG_STEP_PX, framesForDrag, preloadWindow, stepFrame } from './frames';
import { atWidth, srcSetOf } from './responsiveImage';

const Stage = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  cursor: 'grab',
  // Vertical swipes still scroll the page; horizontal ones turn the car.
  touchAction: 'pan-y',
  userSelect: 'none',
  '&[data-dragging="true"]': { cursor: 'grabbing' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  img: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', pointerEvents: 'none' },
}));

const Controls = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, marginTop: theme.space.sm }));

export interface Viewer360Props {
  /** Frame URLs in turning order, as the browser requests them (apiBase applied). */
  frames: readonly string[];
  /** The accessible name, e.g. "360° exteriör av Volvo XC60". */
  label: string;
  t: Translator;
  /** False while the view is covered (the inline gallery under the fullscreen dialog): no auto-rotation. */
  active?: boolean;
  sizes: string;
}

/**
 * A 360° turn over frame images. Auto-rotates one frame per 150 ms until the visitor takes over
 * (drag, arrow keys, a button) or when they prefer reduced motion; turns 1 frame per 5 px of drag;
 * keeps the 5 frames on each side of the current one loaded.
 */
export function Viewer360({ frames, label, t, active = true, sizes }: Viewer360Props) {
  const count = frames.length;
  const instructionsId = useId();
  const [frame, setFrame] = useState(0);
  // Off on the server and until the effect has read prefers-reduced-motion.
  const [rotating, setRotating] = useState(false);
  const [dragging, setDragging] = useState(false);
  const dragAnchor = useRef<number | null>(null);

  useEffect(() => {
    if (!prefersReducedMotion()) setRotating(true);
  }, []);

  useEffect(() => {
    if (!rotating || !active || count < 2) return;
    return startAutoRotation(() => setFrame((f) => stepFrame(f, 1, count)));
  }, [rotating, active, count]);

  const turn = (delta: number) => {
    setRotating(false);
    setFrame((f) => stepFrame(f, delta, count));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      turn(delta);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setRotating(false);
      setFrame(event.key === 'Home' ? 0 : count - 1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    setRotating(false);
    setDragging(true);
    dragAnchor.current = event.clientX;
    // jsdom and old browsers have no pointer capture; the drag then ends when the pointer leaves.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (dragAnchor.current === null) return;
    const steps = framesForDrag(event.clientX - dragAnchor.current);
    if (steps === 0) return;
    // Keep the remainder: 7 px then 3 px is two frames, not one.
    dragAnchor.current += steps * DRAG_STEP_PX;
    setFrame((f) => stepFrame(f, steps, count));
  };
  const endDrag = () => {
    dragAnchor.current = null;
    setDragging(false);
  };

  const loaded = new Set(preloadWindow(frame, count));
  return (
    <div>
      <Stage
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-describedby={instructionsId}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={t('carGallery.viewerAngle', { current: frame + 1, total: count })}
        data-dragging={dragging}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
      >
        {frames.map((url, n) =>
          loaded.has(n) ? (
            <img
              key={n}
              src={atWidth(url, 1280)}
              srcSet={srcSetOf(url, 1920)}
              sizes={sizes}
              alt=""
              draggable={false}
              decoding="async"
              data-frame={n}
              style={{ opacity: n === frame ? 1 : 0 }}
            />
          ) : null,
        )}
      </Stage>
      <VisuallyHidden id={instructionsId}>{t('carGallery.viewerInstructions')}</VisuallyHidden>
      <Controls>
        <Button variant="secondary" aria-label={t('carGallery.turnLeft')} onClick={() => turn(-1)}>
          <span aria-hidden="true">↺</span>
        </Button>
        <Button variant="secondary" aria-label={t('carGallery.turnRight')} onClick={() => turn(1)}>
          <span aria-hidden="true">↻</span>
        </Button>
        <ToggleButton pressed={rotating} onPressedChange={setRotating} variant="secondary">
          {t('carGallery.autoRotate')}
        </ToggleButton>
      </Controls>
    </div>
  );
}
