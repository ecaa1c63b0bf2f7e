import { act, fireEvent, screen } from '@testing-library/react';
import type { BlurbFields, ContentBlock } from '@showroom/contracts';
import { themes } from '@showroom/ui';
import { renderInPage, samplePageContext } from '../../shell/testing/renderInPage';
import { BlockScope } from '../BlockScope';
import type { HeadingTag } from '../heading/headingTag';
import { mockIntersectionObserver, mockMatchMedia, reducedMotion } from '@showroom/test-kit';
import { Blurb } from './Blurb';

const blurb = (fields: Partial<BlurbFields> | null | Record<string, unknown>): ContentBlock => ({ uid: 'b1', componentName: 'Blurb', fields }) as ContentBlock;

const renderBlurb = (block: ContentBlock, { editing = false, heading = 'h2', index = 2 }: { editing?: boolean; heading?: HeadingTag; index?: number } = {}) =>
  renderInPage(
    <BlockScope value={{ defaultHeading: heading }}>
      <Blurb block={block} index={index} />
    </BlockScope>,
    samplePageContext({ editing }),
  );

describe('Blurb', () => {
  it('renders title, rich text, link and image', () => {
    renderBlurb(
      blurb({ Title: 'Våra anläggningar', TitleTag: 'h3', Text: '<p>Hitta <strong>närmaste</strong> anläggning</p>', Link: { href: '/anlaggningar', text: 'Hitta hit' }, ImageDesktop: { src: '/img/d.jpg', alt: 'Anläggning' }, ImagePhone: { src: '/img/p.jpg' } }),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Våra anläggningar' })).toBeInTheDocument();
    expect(screen.getByText('närmaste').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Hitta hit' })).toHaveAttribute('href', '/anlaggningar');
    const img = screen.getByRole('img', { name: 'Anläggning' });
    expect(img.getAttribute('srcset')).toContain('%2Fimg%2Fd.jpg&w=1920 1920w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.closest('picture')!.querySelector('source')!.getAttribute('srcset')).toContain('%2Fimg%2Fp.jpg');
  });

  // The first two blocks are on a phone's first screen: a lazy picture there waits for layout, and was the home
  // page's LCP element. The third block's picture stays lazy (the test above).
  it.each([0, 1])('loads its picture at once as block %i, without the hero’s high priority', (index) => {
    renderBlurb(blurb({ Title: 'Anläggningar', ImageDesktop: { src: '/img/d.jpg', alt: 'Anläggning' } }), { index });
    const img = screen.getByRole('img', { name: 'Anläggning' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('uses the default heading without a TitleTag', () => {
    renderBlurb(blurb({ Title: 'Välkommen' }), { heading: 'h1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Välkommen' })).toBeInTheDocument();
  });

  it('opens a new-tab link with rel noopener and passes its title', () => {
    renderBlurb(blurb({ Title: 'Karriär', Link: { href: 'https://jobb.example.com', text: 'Lediga jobb', target: '_blank', title: 'Öppnas i ny flik' } }));
    const link = screen.getByRole('link', { name: 'Lediga jobb' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAttribute('title', 'Öppnas i ny flik');
  });

  it('marks Reverse and media for the 768 px side-by-side layout', () => {
    const { container } = renderBlurb(blurb({ Title: 'X', ImageDesktop: { src: '/i.jpg' }, Reverse: true }));
    const inner = container.querySelector('[data-reverse]')!;
    expect(inner).toHaveAttribute('data-reverse', 'true');
    expect(inner).toHaveAttribute('data-has-media', 'true');
  });

  it('paints BackgroundColor2 with the theme primary and its readable text colour', () => {
    const { container } = renderBlurb(blurb({ Title: 'X', BackgroundColor: 'BackgroundColor2' }));
    const section = container.querySelector('section')!;
    const { primary, onPrimary } = themes.dealergroup.colors;
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(section.style.background).toBe(rgb(primary));
    expect(section.style.color).toBe(rgb(onPrimary));
  });

  it('leaves BackgroundColor None unpainted', () => {
    const { container } = renderBlurb(blurb({ Title: 'X', BackgroundColor: 'None' }));
    expect(container.querySelector('section')!.getAttribute('style')).toBeNull();
  });

  it('shows a video with the browser controls when HasControlBar is set, plus the toggles', async () => {
    const { container } = renderBlurb(blurb({ Title: 'Film', VideoDesktop: '/v/d.mp4', HasControlBar: true }));
    await screen.findByRole('button', { name: 'Pausa videon' });
    expect(container.querySelector('video')).toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: 'Pausa videon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stäng av ljudet' })).toBeInTheDocument();
  });

  it('shows a video without browser controls when HasControlBar is off', () => {
    const { container } = renderBlurb(blurb({ Title: 'Film', VideoDesktop: '/v/d.mp4', HasControlBar: false }));
    expect(container.querySelector('video')).not.toHaveAttribute('controls');
  });

  it('loads YouTube only after a click', async () => {
    const { container } = renderBlurb(blurb({ Title: 'Provkörning', YoutubeID: 'dQw4w9WgXcQ', ImageDesktop: { src: '/i.jpg' } }));
    // The facade's code is a chunk of its own (video/lazyVideo.tsx): there once it has loaded.
    const play = await screen.findByRole('button', { name: /Spela upp videon: Provkörning/ });
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(play);
    expect(container.querySelector('iframe')).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'));
  });

  it('animates text and media into view when asked and motion is allowed', () => {
    const media = mockMatchMedia(reducedMotion(false));
    const io = mockIntersectionObserver();
    const { container } = renderBlurb(blurb({ Title: 'X', ImageDesktop: { src: '/i.jpg' }, UseTextAnimations: true, UseMediaAnimations: true }));
    expect(io.observedCount()).toBe(2);
    act(() => io.intersect(false));
    expect([...container.querySelectorAll('[data-reveal]')].map((el) => el.getAttribute('data-reveal'))).toEqual(['hidden', 'hidden']);
    act(() => io.intersect(true));
    expect([...container.querySelectorAll('[data-reveal]')].map((el) => el.getAttribute('data-reveal'))).toEqual(['revealed', 'revealed']);
    media.restore();
    io.restore();
  });

  it('does not animate when the animations are off', () => {
    const media = mockMatchMedia(reducedMotion(false));
    const io = mockIntersectionObserver();
    renderBlurb(blurb({ Title: 'X', ImageDesktop: { src: '/i.jpg' }, UseTextAnimations: false }));
    expect(io.observedCount()).toBe(0);
    media.restore();
    io.restore();
  });

  it.each([
    ['no fields', null],
    ['empty fields', {}],
    ['only settings', { Reverse: true, BackgroundColor: 'BackgroundColor1', Title: ' ' }],
  ])('logs "No fields provided for Blurb component" and renders nothing with %s', (_, fields) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderBlurb(blurb(fields));
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith('No fields provided for Blurb component', 'b1');
    error.mockRestore();
  });

  it('tells editors about an empty blurb', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBlurb(blurb({}), { editing: true });
    expect(screen.getByRole('note')).toHaveTextContent('Blurben har inga fält');
    error.mockRestore();
  });
});
