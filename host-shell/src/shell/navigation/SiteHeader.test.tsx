import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ContentLanguage, Navigation } from '@showroom/contracts';
import { themes, ThemeRoot } from '@showroom/ui';
import { PageProvider } from '../page/PageContext';
import { renderInPage, samplePageContext } from '../testing/renderInPage';
import { showDesktopLayout } from './desktopLayout.testing';
import { sampleNavigation } from './sampleNavigation';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';
import { serverRenderThenHydrate } from '@showroom/test-kit';

const languages: ContentLanguage[] = [
  { name: 'sv', displayName: 'Svenska', englishName: 'Swedish', nativeName: 'Svenska', url: { path: '/' } },
  { name: 'en', displayName: 'English', englishName: 'English', nativeName: 'English', url: { path: '/en' } },
];

const props = (overrides: Partial<SiteHeaderProps> = {}): SiteHeaderProps => ({
  navigation: sampleNavigation(),
  languages: [],
  isHome: false,
  carListPath: '/kop-bil',
  searchUrl: null,
  ...overrides,
});

let hideDesktop = () => {};
afterEach(() => hideDesktop());

/** Renders the header at a desktop width (1280 px and up). */
function renderDesktop(ui: ReactElement) {
  const result = renderInPage(ui);
  hideDesktop = showDesktopLayout();
  return result;
}

const banner = () => screen.getByRole('banner');
const bar = () => banner().firstElementChild as HTMLElement;

describe('site header', () => {
  it('shows only the logo as text and the compare count when the navigation failed', () => {
    renderDesktop(<SiteHeader {...props({ navigation: null, languages, searchUrl: '/kop-bil' })} />);
    const logo = screen.getByRole('link', { name: 'Dealergroup' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo.querySelector('img')).toBeNull();
    expect(screen.getByTestId('compare-count')).toHaveAttribute('href', '/kop-bil');
    expect(screen.queryByRole('navigation', { name: 'Huvudmeny' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Välj språk' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('links the logo image to the home page with the site name as alt text and its default size', () => {
    renderDesktop(<SiteHeader {...props()} />);
    const image = screen.getByRole('img', { name: 'Dealergroup' });
    expect(image).toHaveAttribute('src', '/-/media/logo/Hedin/1.svg');
    expect(image).toHaveAttribute('width', '150');
    expect(image).toHaveAttribute('height', '55');
    expect(image.closest('a')).toHaveAttribute('href', '/');
  });

  it('uses the size from the settings, and the defaults for a non-positive size', () => {
    const { unmount } = renderDesktop(<SiteHeader {...props({ navigation: sampleNavigation({ LogoWidth: 200, LogoHeight: 40 }) })} />);
    expect(screen.getByRole('img', { name: 'Dealergroup' })).toHaveAttribute('width', '200');
    unmount();
    renderDesktop(<SiteHeader {...props({ navigation: sampleNavigation({ LogoWidth: 0, LogoHeight: -1 }) })} />);
    expect(screen.getByRole('img', { name: 'Dealergroup' })).toHaveAttribute('width', '150');
    expect(screen.getByRole('img', { name: 'Dealergroup' })).toHaveAttribute('height', '55');
  });

  it('links the logo to the home path of the language', () => {
    renderInPage(<SiteHeader {...props()} />, samplePageContext({ language: 'en', path: '/en' }));
    expect(screen.getByRole('img', { name: 'Dealergroup' }).closest('a')).toHaveAttribute('href', '/en');
  });

  it('keeps the main navigation landmark named by shell.mainNavigation', () => {
    renderDesktop(<SiteHeader {...props()} />);
    expect(screen.getByRole('navigation', { name: 'Huvudmeny' })).toBeInTheDocument();
  });

  it('is sticky only with IsSticky', () => {
    const { unmount } = renderDesktop(<SiteHeader {...props({ navigation: sampleNavigation({ IsSticky: true }) })} />);
    expect(banner()).toHaveStyle({ position: 'sticky' });
    unmount();
    renderDesktop(<SiteHeader {...props({ navigation: sampleNavigation({ IsSticky: false }) })} />);
    expect(banner()).toHaveStyle({ position: 'relative' });
  });

  it('swaps to the dark bar with HasDarkTheme', () => {
    const { colors } = themes.dealergroup;
    const { unmount } = renderDesktop(<SiteHeader {...props({ navigation: sampleNavigation({ HasDarkTheme: true }) })} />);
    expect(bar()).toHaveStyle({ backgroundColor: colors.text, color: colors.background });
    unmount();
    renderDesktop(<SiteHeader {...props()} />);
    expect(bar()).toHaveStyle({ backgroundColor: colors.background, color: colors.text });
  });

  it('draws the separator line only with ShowSeparator', () => {
    const { colors } = themes.dealergroup;
    const { unmount } = renderDesktop(<SiteHeader {...props({ navigation: sampleNavigation({ ShowSeparator: true }) })} />);
    expect(bar()).toHaveStyle({ borderBottomStyle: 'solid', borderBottomColor: colors.border });
    unmount();
    renderDesktop(<SiteHeader {...props()} />);
    expect(bar()).toHaveStyle({ borderBottomStyle: 'none' });
  });

  it('sets the slimmer bar height with SlimNav', () => {
    const { unmount } = renderDesktop(<SiteHeader {...props({ navigation: sampleNavigation({ SlimNav: true }) })} />);
    // jsdom applies no media query, so the mobile heights show: slim 56 px, regular 64 px.
    expect(getComputedStyle(banner()).getPropertyValue('--nav-bar-height')).toBe('56px');
    unmount();
    renderDesktop(<SiteHeader {...props()} />);
    expect(getComputedStyle(banner()).getPropertyValue('--nav-bar-height')).toBe('64px');
  });

  it('shows extra navigation items that have a title', () => {
    const navigation: Navigation = sampleNavigation({
      ExtraNavigationItems: [
        { Title: 'Boka provkörning', Link: { href: '/provkorning' } },
        { Title: '  ', Link: { href: '/utan-titel' } },
      ],
    });
    renderDesktop(<SiteHeader {...props({ navigation })} />);
    const nav = within(screen.getByRole('navigation', { name: 'Huvudmeny' }));
    expect(nav.getByRole('link', { name: 'Boka provkörning' })).toHaveAttribute('href', '/provkorning');
    expect(document.querySelector('a[href="/utan-titel"]')).toBeNull();
  });

  it('shows the language switcher only with more than one language', () => {
    const { unmount } = renderDesktop(<SiteHeader {...props({ languages: languages.slice(0, 1) })} />);
    expect(screen.queryByRole('navigation', { name: 'Välj språk' })).toBeNull();
    unmount();
    renderDesktop(<SiteHeader {...props({ languages })} />);
    const switcher = within(screen.getByRole('navigation', { name: 'Välj språk' }));
    expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
    expect(switcher.getByRole('link', { name: 'Svenska' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the search bar only with a search URL', () => {
    const { unmount } = renderDesktop(<SiteHeader {...props()} />);
    expect(screen.queryByRole('search')).toBeNull();
    unmount();
    renderDesktop(<SiteHeader {...props({ searchUrl: '/kop-bil' })} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('keeps the compare count linking to the car list', () => {
    renderDesktop(<SiteHeader {...props({ carListPath: '/bilar' })} />);
    expect(screen.getByTestId('compare-count')).toHaveAttribute('href', '/bilar');
    expect(screen.getByTestId('compare-count')).toHaveAccessibleName('0 bilar i jämförelsen');
  });
});

describe('home page header', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
      fireEvent.scroll(window);
    });
  afterEach(() => scrollTo(0));

  it('floats transparent at 100 px of scrolling and turns solid at 101 px', () => {
    renderDesktop(<SiteHeader {...props({ isHome: true })} />);
    expect(banner()).toHaveAttribute('data-appearance', 'transparent');
    expect(bar()).toHaveStyle({ color: '#ffffff' });
    scrollTo(100);
    expect(banner()).toHaveAttribute('data-appearance', 'transparent');
    scrollTo(101);
    expect(banner()).toHaveAttribute('data-appearance', 'solid');
    expect(bar()).toHaveStyle({ color: themes.dealergroup.colors.text });
    scrollTo(100);
    expect(banner()).toHaveAttribute('data-appearance', 'transparent');
  });

  it('starts solid when the page is already scrolled', () => {
    scrollTo(400);
    renderDesktop(<SiteHeader {...props({ isHome: true })} />);
    expect(banner()).toHaveAttribute('data-appearance', 'solid');
  });

  it('is never transparent off the home page', () => {
    renderDesktop(<SiteHeader {...props({ isHome: false })} />);
    expect(banner()).toHaveAttribute('data-appearance', 'solid');
  });
});

describe('header hydration', () => {
  it('hydrates the server HTML without a mismatch', async () => {
    const context = samplePageContext({ path: '/om-oss/kontakt' });
    const tree = (
      <ThemeRoot theme={context.site.theme}>
        <PageProvider value={context}>
          <SiteHeader {...props({ isHome: true, languages, searchUrl: '/kop-bil?car_condition=used' })} />
        </PageProvider>
      </ThemeRoot>
    );
    const { container } = await serverRenderThenHydrate(tree);
    container.remove();
  });
});
