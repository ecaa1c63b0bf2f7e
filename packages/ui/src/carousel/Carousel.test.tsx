import { act, fireEvent, screen } from '@testing-library/react';
import { useId } from 'react';
import { installBrowserStubs } from '../testing/browserStubs';
import { renderWithTheme } from '../testing/renderWithTheme';
import { autoplayDelayMs } from './autoplay';
import { CarouselControls } from './CarouselControls';
import { CarouselSlide } from './CarouselSlide';
import { CarouselViewport } from './CarouselViewport';
import { useCarousel } from './useCarousel';
import { useCarouselAutoplay } from './useCarouselAutoplay';

const labels = { previous: 'Previous slide', next: 'Next slide', goTo: (n: number) => `Show slide ${n}`, pause: 'Pause slideshow' };

/** A slideshow put together from the carousel's parts, as the host's content carousel is. */
function Slideshow({ count = 3, arrows = true }: { count?: number; arrows?: boolean }) {
  const carousel = useCarousel({ count, loop: true });
  const autoplay = useCarouselAutoplay(carousel, { count, delayMs: autoplayDelayMs(5) });
  const slidesId = useId();
  return (
    <section aria-roledescription="carousel" aria-label="Offers" onKeyDown={carousel.onKeyDown} {...autoplay.regionProps}>
      <CarouselViewport carousel={carousel} id={slidesId}>
        {Array.from({ length: count }, (_, n) => (
          <CarouselSlide key={n} roleDescription="slide" label={`${n + 1} of ${count}`} inert={n !== carousel.selected} data-selected={n === carousel.selected}>
            <a href={`/offer/${n + 1}`}>Offer {n + 1}</a>
            <input aria-label={`Note ${n + 1}`} />
          </CarouselSlide>
        ))}
      </CarouselViewport>
      {count > 1 ? (
        <CarouselControls
          labels={labels}
          count={count}
          selected={carousel.selected}
          slidesId={slidesId}
          arrows={arrows}
          playing={autoplay.playing}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onSelect={carousel.goTo}
          onTogglePlay={autoplay.togglePlay}
        />
      ) : null}
    </section>
  );
}

let restore: () => void;
function setup(props: { count?: number; arrows?: boolean } = {}, { reduce = false } = {}) {
  restore = installBrowserStubs({ reducedMotion: reduce });
  return renderWithTheme(<Slideshow {...props} />);
}

const selected = () => document.querySelector('[data-selected="true"]')!.getAttribute('aria-label');

afterEach(() => {
  restore();
  jest.useRealTimers();
});

describe('carousel', () => {
  it('makes each slide a group named by its place, and only the current one reachable', () => {
    setup({}, { reduce: true });
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(groups.map((g) => g.getAttribute('aria-roledescription'))).toEqual(['slide', 'slide', 'slide']);
    expect(groups.map((g) => g.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('moves with next and previous, going round both ways', () => {
    setup({}, { reduce: true });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(selected()).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(selected()).toBe('3 of 3');
  });

  it('goes to a slide with its dot, which says it is current', () => {
    setup({}, { reduce: true });
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(selected()).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('moves with the arrow keys, but not from a text field', () => {
    setup({}, { reduce: true });
    const dot = screen.getByRole('button', { name: 'Show slide 1' });
    fireEvent.keyDown(dot, { key: 'ArrowRight' });
    expect(selected()).toBe('2 of 3');
    fireEvent.keyDown(dot, { key: 'ArrowLeft' });
    fireEvent.keyDown(dot, { key: 'ArrowLeft' });
    expect(selected()).toBe('3 of 3');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Note 3' }), { key: 'ArrowLeft' });
    expect(selected()).toBe('3 of 3');
  });

  it('controls the track, and leaves out previous and next when told', () => {
    setup({ arrows: false }, { reduce: true });
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    const track = document.querySelector('[data-selected]')!.parentElement!;
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-controls', track.id);
    // WCAG 2.2.2: the pause button stays without previous and next.
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('has controls of at least 44px', () => {
    setup({}, { reduce: true });
    for (const button of screen.getAllByRole('button')) {
      const style = getComputedStyle(button);
      expect(Math.max(parseFloat(style.minHeight) || 0, parseFloat(style.height) || 0)).toBeGreaterThanOrEqual(44);
    }
  });
});

describe('carousel autoplay', () => {
  it('advances every 5 s: not at 4999 ms, at 5000 ms', () => {
    jest.useFakeTimers();
    setup();
    act(() => jest.advanceTimersByTime(4999));
    expect(selected()).toBe('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(selected()).toBe('2 of 3');
  });

  it('does not play under reduced motion; the pause button shows it paused', () => {
    jest.useFakeTimers();
    setup({}, { reduce: true });
    act(() => jest.advanceTimersByTime(20_000));
    expect(selected()).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('stops with the pause button and plays again with it, even with focus on it', () => {
    jest.useFakeTimers();
    setup();
    const pause = screen.getByRole('button', { name: 'Pause slideshow' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(20_000));
    expect(selected()).toBe('1 of 3');
    fireEvent.focus(pause);
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    act(() => jest.advanceTimersByTime(5000));
    expect(selected()).toBe('2 of 3');
  });

  it('pauses while hovered and while focus is inside', () => {
    jest.useFakeTimers();
    setup();
    const region = screen.getByRole('region', { name: 'Offers' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(10_000));
    expect(selected()).toBe('1 of 3');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(5000));
    expect(selected()).toBe('2 of 3');
    fireEvent.focus(screen.getByRole('button', { name: 'Show slide 1' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(selected()).toBe('2 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Show slide 1' }), { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(5000));
    expect(selected()).toBe('3 of 3');
  });

  it('never plays a single slide', () => {
    jest.useFakeTimers();
    setup({ count: 1 });
    expect(screen.queryByRole('button')).toBeNull();
    act(() => jest.advanceTimersByTime(20_000));
    expect(selected()).toBe('1 of 1');
  });
});
