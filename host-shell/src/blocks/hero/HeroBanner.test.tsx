import { screen } from '@testing-library/react';
import { cssOf } from '../../stories/testing/cssOf';
import type { ContentBlock, HeroBannerFields } from '@showroom/contracts';
import type { BlockDataMap } from '../../shell/page/blockData';
import { renderInPage, samplePageContext } from '../../shell/testing/renderInPage';
import { BlockScope } from '../BlockScope';
import type { HeadingTag } from '../heading/headingTag';
import { HeroBanner } from './HeroBanner';

const baseFields: HeroBannerFields = {
  Content: 'Image',
  Image: { src: '/-/media/hero/home/1.jpg', alt: 'En bil vid havet', width: 1920, height: 1080 },
  ImagePhone: { src: '/-/media/hero/home/2.jpg', alt: 'En bil vid havet' },
  Title: 'Hitta din nästa bil',
  TitleTag: null,
  Text: '<p>Över 3 000 bilar i lager</p>',
  Link: { href: '/kop-bil', text: 'Se alla bilar' },
  ButtonType: 'Primary',
  TextColor: 'White',
  ContentPlacement: 'Bottom',
  CenterContent: false,
  HasMarginTop: false,
  Variant: 'Default',
  HeroBannerHasSearchBar: false,
};

const hero = (fields: Partial<HeroBannerFields> | Record<string, unknown> = {}): ContentBlock =>
  ({ uid: 'hero-1', componentName: 'HeroBanner', fields: { ...baseFields, ...fields } }) as ContentBlock;

const renderHero = (block: ContentBlock, { heading = 'h1', editing = false, blockData = {} }: { heading?: HeadingTag; editing?: boolean; blockData?: BlockDataMap } = {}) =>
  renderInPage(
    <BlockScope value={{ defaultHeading: heading }}>
      <HeroBanner block={block} index={0} />
    </BlockScope>,
    samplePageContext({ editing, blockData }),
  );

describe('HeroBanner', () => {
  it('renders title, rich text and a primary call to action', () => {
    renderHero(hero());
    expect(screen.getByRole('heading', { level: 1, name: 'Hitta din nästa bil' })).toBeInTheDocument();
    expect(screen.getByText('Över 3 000 bilar i lager').tagName).toBe('P');
    const cta = screen.getByRole('link', { name: 'Se alla bilar' });
    expect(cta).toHaveAttribute('href', '/kop-bil');
    expect(cta).toHaveAttribute('data-variant', 'primary');
  });

  it('serves the image through a picture with a phone source under 640 px and srcsets over the allowed widths', () => {
    const { container } = renderHero(hero());
    const source = container.querySelector('picture source')!;
    expect(source).toHaveAttribute('media', '(max-width: 639.98px)');
    expect(source.getAttribute('srcset')).toContain('2.jpg&w=640 640w');
    const img = screen.getByRole('img', { name: 'En bil vid havet' });
    // 320, 640, 1280 and 1920 (spec 1 §9)
    expect(img.getAttribute('srcset')!.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '1280w', '1920w']);
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('uses the server-computed blur placeholder behind the image', () => {
    const { container } = renderHero(hero(), { blockData: { 'hero-1': { kind: 'hero', blurDataUrl: 'data:image/webp;base64,AAAA' } } });
    const media = container.querySelector('picture')!.parentElement!;
    expect(media.style.backgroundImage).toBe('url("data:image/webp;base64,AAAA")');
  });

  it('renders nothing for an image hero without an image (spec 1 §5), with a note for editors', () => {
    const { container } = renderHero(hero({ Image: null }));
    expect(container).toBeEmptyDOMElement();
    renderHero(hero({ Image: { src: '' } }), { editing: true });
    expect(screen.getByRole('note')).toHaveTextContent('Herobannern saknar bild');
  });

  it('renders a video hero without an image, with the video toggles', async () => {
    const { container } = renderHero(hero({ Content: 'Video', Image: null, VideoDesktop: '/v/d.mp4', VideoPhone: '/v/p.mp4' }));
    // The player's code is a chunk of its own (video/lazyVideo.tsx): there once it has loaded.
    expect(await screen.findByRole('button', { name: 'Pausa videon' })).toBeInTheDocument();
    expect(container.querySelector('video')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Stäng av ljudet' })).toBeInTheDocument();
  });

  it('honours TitleTag and falls back for an invalid one', () => {
    renderHero(hero({ TitleTag: 'h3' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Hitta din nästa bil' })).toBeInTheDocument();
  });

  it('falls back to the default heading for an invalid TitleTag', () => {
    renderHero(hero({ TitleTag: 'span' }), { heading: 'h2' });
    expect(screen.getByRole('heading', { level: 2, name: 'Hitta din nästa bil' })).toBeInTheDocument();
  });

  it.each([
    ['Secondary', 'secondary'],
    ['Ghost', 'ghost'],
    ['Ghost Contrast', 'ghostContrast'],
  ] as const)('renders ButtonType %s as the %s look', (buttonType, variant) => {
    renderHero(hero({ ButtonType: buttonType }));
    expect(screen.getByRole('link', { name: 'Se alla bilar' })).toHaveAttribute('data-variant', variant);
  });

  it('renders no button for ButtonType None', () => {
    renderHero(hero({ ButtonType: 'None' }));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('passes placement, variant, margin and centring to the layout', () => {
    const { container } = renderHero(hero({ ContentPlacement: 'Top', Variant: 'FullScreen', HasMarginTop: true, CenterContent: true }));
    const section = container.querySelector('section')!;
    expect(section).toHaveAttribute('data-placement', 'Top');
    expect(section).toHaveAttribute('data-variant', 'FullScreen');
    expect(section).toHaveAttribute('data-margin-top', 'true');
    expect(container.querySelector('[data-centered="true"]')).not.toBeNull();
  });

  it('puts a dark scrim under white text and a light one under black text', () => {
    const { container, unmount } = renderHero(hero({ TextColor: 'White' }));
    expect((container.querySelector('[data-text-color]') as HTMLElement).style.background).toBe('rgba(0, 0, 0, 0.55)');
    unmount();
    const light = renderHero(hero({ TextColor: 'Black' }));
    const panel = light.container.querySelector('[data-text-color]') as HTMLElement;
    expect(panel.style.background).toBe('rgba(255, 255, 255, 0.7)');
    expect(panel.style.color).toBe('rgb(0, 0, 0)');
  });

  it('shows the search bar only with HeroBannerHasSearchBar and a search URL', () => {
    renderHero(hero({ HeroBannerHasSearchBar: true, HeroBannerSearchUrl: '/kop-bil', SearchBarPlaceholderText: 'Sök bil' }));
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('has no search bar without a search URL', () => {
    renderHero(hero({ HeroBannerHasSearchBar: true, HeroBannerSearchUrl: null }));
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('logs and skips a hero with invalid fields', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderHero(hero({ ButtonType: 'Huge' }));
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('HeroBanner hero-1 has invalid fields: ButtonType'));
    error.mockRestore();
  });
});

describe('HeroBanner heights (spec 1 §9)', () => {
  it('is at least 312 px high, 534 px from 768 px, and fills the viewport as FullScreen', () => {
    const { container } = renderHero(hero());
    const section = container.querySelector('section') ?? container.firstElementChild!;
    const css = cssOf(section);
    expect(css).toMatch(/min-height: 312px/);
    expect(css).toMatch(/@media \(min-width: 768px\)[^}]*\{[^}]*min-height: 534px/);
  });
});
