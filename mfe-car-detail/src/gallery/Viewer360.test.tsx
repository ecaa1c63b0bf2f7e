import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { installBrowserStubs } from '@showroom/test-kit';
import { exteriorFrames } from './galleryTesting';
import { Viewer360, type Viewer360Props } from './Viewer360';

const LABEL = '360° exteriör av Volvo XC60';

function renderViewer(props: Partial<Viewer360Props> = {}) {
  const all: Viewer360Props = { frames: exteriorFrames, label: LABEL, t: createTranslator('sv'), sizes: '100vw', ...props };
  const view = render(
    <ThemeRoot theme="dealergroup">
      <Viewer360 {...all} />
    </ThemeRoot>,
  );
  return { ...view, rerenderWith: (next: Partial<Viewer360Props>) => view.rerender(<ThemeRoot theme="dealergroup"><Viewer360 {...all} {...next} /></ThemeRoot>) };
}

const slider = () => screen.getByRole('slider', { name: LABEL });
/** The shown frame, 1-based as announced. */
const shown = () => Number(slider().getAttribute('aria-valuenow'));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const autoRotate = () => screen.getByRole('button', { name: 'Rotera automatiskt' });

describe('Viewer360 auto-rotation', () => {
  beforeEach(() => {
    installBrowserStubs();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('turns one frame at 150 ms, not at 149', async () => {
    renderViewer();
    expect(shown()).toBe(1);
    expect(autoRotate()).toHaveAttribute('aria-pressed', 'true');
    wait(149);
    expect(shown()).toBe(1);
    wait(1); // 150 ms
    expect(shown()).toBe(2);
    wait(150 * 35); // 36 frames turned in all: back to the first
    expect(shown()).toBe(1);
  });

  it('stops once dragged', () => {
    renderViewer();
    wait(300); // two frames: 1 -> 3
    expect(shown()).toBe(3);
    fireEvent.pointerDown(slider(), { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerUp(slider(), { clientX: 100, pointerId: 1 });
    wait(1500);
    expect(shown()).toBe(3);
    expect(autoRotate()).toHaveAttribute('aria-pressed', 'false');
  });

  it('stops once turned by keyboard', () => {
    renderViewer();
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(shown()).toBe(2);
    wait(1500);
    expect(shown()).toBe(2);
  });

  it('can be stopped and started with its button', () => {
    renderViewer();
    fireEvent.click(autoRotate());
    wait(600);
    expect(shown()).toBe(1);
    fireEvent.click(autoRotate());
    expect(autoRotate()).toHaveAttribute('aria-pressed', 'true');
    wait(150);
    expect(shown()).toBe(2);
  });

  it('does not turn by itself for a visitor who prefers reduced motion', () => {
    installBrowserStubs({ reducedMotion: true });
    renderViewer();
    wait(1500);
    expect(shown()).toBe(1);
    expect(autoRotate()).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not turn while covered (inactive), and goes on when shown again', () => {
    const { rerenderWith } = renderViewer({ active: false });
    wait(1500);
    expect(shown()).toBe(1);
    rerenderWith({ active: true });
    wait(150);
    expect(shown()).toBe(2);
  });
});

describe('Viewer360 by hand', () => {
  beforeEach(() => installBrowserStubs({ reducedMotion: true }));

  it('is a slider named for the view, with instructions and the angle as its value', () => {
    renderViewer();
    expect(slider()).toHaveAttribute('tabindex', '0');
    expect(slider()).toHaveAccessibleDescription('Vrid bilen med vänster- och högerpil, eller dra i bilden.');
    expect(slider()).toHaveAttribute('aria-valuemin', '1');
    expect(slider()).toHaveAttribute('aria-valuemax', '36');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Vinkel 1 av 36');
  });

  it('turns with the arrow keys, wrapping, and jumps with Home/End', () => {
    renderViewer();
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    fireEvent.keyDown(slider(), { key: 'ArrowUp' });
    expect(shown()).toBe(3);
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    fireEvent.keyDown(slider(), { key: 'ArrowDown' });
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' }); // from the first back round to the last
    expect(shown()).toBe(36);
    expect(slider()).toHaveAttribute('aria-valuetext', 'Vinkel 36 av 36');
    fireEvent.keyDown(slider(), { key: 'Home' });
    expect(shown()).toBe(1);
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(shown()).toBe(36);
  });

  it('turns with the buttons too (no drag-only control)', () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Vrid åt höger' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vrid åt höger' }));
    expect(shown()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Vrid åt vänster' }));
    expect(shown()).toBe(2);
  });

  it('turns one frame per 5 px of drag, keeping the remainder', () => {
    renderViewer();
    fireEvent.pointerDown(slider(), { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: 104, pointerId: 1 }); // 4 px: no frame yet
    expect(shown()).toBe(1);
    fireEvent.pointerMove(slider(), { clientX: 112, pointerId: 1 }); // 12 px: 2 frames, 2 px left over
    expect(shown()).toBe(3);
    fireEvent.pointerMove(slider(), { clientX: 115, pointerId: 1 }); // 2 + 3 = 5 px more: 1 frame
    expect(shown()).toBe(4);
    fireEvent.pointerMove(slider(), { clientX: 95, pointerId: 1 }); // 20 px back: 4 frames, 4 -> 36 (wraps)
    expect(shown()).toBe(36);
    fireEvent.pointerUp(slider(), { clientX: 95, pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: 200, pointerId: 1 }); // released: moving turns nothing
    expect(shown()).toBe(36);
  });

  it('keeps the shown frame and 5 on each side loaded, wrapping', () => {
    const { container } = renderViewer();
    const loaded = () => Array.from(container.querySelectorAll('img[data-frame]')).map((img) => Number(img.getAttribute('data-frame')));
    // frame index 0 of 36: 31..35 before it, 1..5 after it
    expect(loaded()).toEqual([0, 1, 2, 3, 4, 5, 31, 32, 33, 34, 35]);
    fireEvent.keyDown(slider(), { key: 'ArrowRight' }); // index 1: 32..35, 0, 2..6
    expect(loaded()).toEqual([0, 1, 2, 3, 4, 5, 6, 32, 33, 34, 35]);
    const visible = container.querySelector('img[data-frame="1"]') as HTMLImageElement;
    expect(visible.style.opacity).toBe('1');
    expect(visible).toHaveAttribute('src', '/-/media/cars/10234/360/2.webp?w=1280');
    expect((container.querySelector('img[data-frame="0"]') as HTMLImageElement).style.opacity).toBe('0');
  });
});
