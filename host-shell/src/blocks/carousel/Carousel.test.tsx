import { act, fireEvent, screen } from '@testing-library/react';
import type { CarouselFields, ContentBlock, SlideFields } from '@showroom/contracts';
import { renderInPage, samplePageContext } from '../../shell/testing/renderInPage';
import { BlockScope } from '../BlockScope';
import { mockIntersectionObserver, mockMatchMedia, mockResizeObserver, reducedMotion } from '@showroom/test-kit';
import { Carousel } from './Carousel';

const slide = (title: string, extra: Partial<SlideFields> = {}): SlideFields => ({
  Title: title,
  Text: `<p>${title} text</p>`,
  TextShadow: true,
  TextColor: 'White',
  Button: { href: '/kop-bil', text: `${title} knapp` },
  ButtonType: 'Primary',
  Image: { src: `/img/${title}.jpg`, alt: title },
  ImagePhone: null,
  Video: null,
  VideoPhone: null,
  ...extra,
});

const carousel = (fields: Partial<CarouselFields> | Record<string, unknown> = {}): ContentBlock =>
  ({
    uid: 'car-1',
    componentName: 'Carousel',
    fields: { HasMediaButtons: true, ContentPlacementXAxis: 'Left', ContentPlacementYAxis: 'Bottom', Height: 'Medium', AutoplaySeconds: 5, Slides: [slide('Ett'), slide('Två'), slide('Tre')], ...fields },
  }) as ContentBlock;

let media: ReturnType<typeof mockMatchMedia>;
let io: ReturnType<typeof mockIntersectionObserver>;
let ro: ReturnType<typeof mockResizeObserver>;

function setup(block: ContentBlock, { reduce = false } = {}) {
  media = mockMatchMedia(reducedMotion(reduce));
  return renderInPage(
    <BlockScope value={{ defaultHeading: 'h2' }}>
      <Carousel block={block} index={1} />
    </BlockScope>,
    samplePageContext(),
  );
}

const selectedLabel = () => document.querySelector('[data-selected="true"]')!.getAttribute('aria-label');
const live = () => screen.getByTestId('carousel-position');

// The carousel's own behaviour (dots, arrow keys, pause/play, reduced motion) is tested with it in
// packages/ui/src/carousel; these tests are of the CMS block built on it.
describe('Carousel', () => {
  beforeEach(() => {
    io = mockIntersectionObserver();
    ro = mockResizeObserver();
  });
  afterEach(() => {
    media?.restore();
    io.restore();
    ro.restore();
    jest.useRealTimers();
  });

  it('renders each slide as a labelled group, only the current one reachable', () => {
    setup(carousel());
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 av 3', '2 av 3', '3 av 3']);
    expect(groups.map((g) => g.getAttribute('aria-roledescription'))).toEqual(['bild', 'bild', 'bild']);
    expect(groups.map((g) => g.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(screen.getByRole('heading', { level: 2, name: 'Ett' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ett knapp' })).toHaveAttribute('href', '/kop-bil');
    expect(screen.getByRole('region', { name: 'Bildspel' })).toHaveAttribute('aria-roledescription', 'Bildspel');
  });

  it('moves with next and previous, looping, and announces the position', () => {
    setup(carousel(), { reduce: true });
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(selectedLabel()).toBe('2 av 3');
    expect(live()).toHaveTextContent('2 av 3');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Föregående bild' }));
    fireEvent.click(screen.getByRole('button', { name: 'Föregående bild' }));
    expect(selectedLabel()).toBe('3 av 3');
  });

  it('has no previous/next without HasMediaButtons, but keeps the dots and the pause button', () => {
    setup(carousel({ HasMediaButtons: false }), { reduce: true });
    expect(screen.queryByRole('button', { name: 'Nästa bild' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Visa bild/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Pausa bildspelet' })).toBeInTheDocument();
  });

  it('advances every 5 s: not at 4999 ms, at 5000 ms', () => {
    jest.useFakeTimers();
    setup(carousel());
    expect(live()).toHaveAttribute('aria-live', 'off');
    act(() => jest.advanceTimersByTime(4999));
    expect(selectedLabel()).toBe('1 av 3');
    act(() => jest.advanceTimersByTime(1));
    expect(selectedLabel()).toBe('2 av 3');
  });

  it('defaults to 5 s when AutoplaySeconds is missing', () => {
    jest.useFakeTimers();
    const block = carousel();
    delete (block.fields as Record<string, unknown>).AutoplaySeconds;
    setup(block);
    act(() => jest.advanceTimersByTime(4999));
    expect(selectedLabel()).toBe('1 av 3');
    act(() => jest.advanceTimersByTime(1));
    expect(selectedLabel()).toBe('2 av 3');
  });

  it('pauses while hovered and while focus is inside', () => {
    jest.useFakeTimers();
    setup(carousel());
    const region = screen.getByRole('region', { name: 'Bildspel' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(10_000));
    expect(selectedLabel()).toBe('1 av 3');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(5000));
    expect(selectedLabel()).toBe('2 av 3');
    fireEvent.focus(screen.getByRole('button', { name: 'Visa bild 1' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(selectedLabel()).toBe('2 av 3');
  });

  it('places the content by the axes and sets the height option', () => {
    const { container } = setup(carousel({ ContentPlacementXAxis: 'Right', ContentPlacementYAxis: 'Top', Height: 'FullHeight' }), { reduce: true });
    expect(container.querySelector('[data-height]')).toHaveAttribute('data-height', 'FullHeight');
    const frame = container.querySelector('[data-x]')!;
    expect(frame).toHaveAttribute('data-x', 'Right');
    expect(frame).toHaveAttribute('data-y', 'Top');
  });

  it('shows no controls for a single slide and never autoplays it', () => {
    jest.useFakeTimers();
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    setup(carousel({ Slides: [slide('Ensam')] }));
    expect(screen.queryByRole('button')).toBeNull();
    // embla sets its own short timers; no 5000 ms autoplay wait is ever armed
    expect(setTimeoutSpy.mock.calls.filter(([, ms]) => ms === 5000)).toEqual([]);
    setTimeoutSpy.mockRestore();
  });

  it('skips an invalid slide and logs it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(carousel({ Slides: [slide('Ett'), { Title: 'Trasig' }, slide('Tre')] }), { reduce: true });
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Carousel car-1 item 1 is skipped'));
    error.mockRestore();
  });

  it('renders a slide video that plays only while its slide is shown', async () => {
    const { container } = setup(carousel({ Slides: [slide('Film', { Video: '/v/d.mp4', VideoPhone: '/v/p.mp4' }), slide('Två')] }), { reduce: true });
    // The player's code is a chunk of its own (video/lazyVideo.tsx): there once it has loaded.
    expect(await screen.findByRole('button', { name: 'Pausa videon' })).toBeInTheDocument();
    expect(container.querySelector('video')).not.toBeNull();
  });
});
