import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PageProvider } from '../page/PageContext';
import { renderInPage, samplePageContext } from '../testing/renderInPage';
import { showDesktopLayout } from './desktopLayout.testing';
import { DROPDOWN_CLOSE_DELAY_MS, LEAF_CLOSE_DELAY_MS } from './dropdownTiming';
import { navItem, sampleNavigation } from './sampleNavigation';
import { SiteHeader } from './SiteHeader';

const header = (path = '/', navigation = sampleNavigation()) => (
  <PageProvider value={samplePageContext({ path })}>
    <SiteHeader navigation={navigation} languages={[]} isHome={false} carListPath="/kop-bil" searchUrl={null} />
  </PageProvider>
);

const mainNav = () => screen.getByRole('navigation', { name: 'Huvudmeny' });
/** The trigger of 'Service' (a toggle-only parent, so the trigger carries its title). */
const serviceTrigger = () => within(mainNav()).getByRole('button', { name: 'Service' });
const itemOf = (element: HTMLElement) => element.closest('li')!;

let hideDesktop = () => {};
afterEach(() => hideDesktop());

/** Renders at a desktop width (1280 px and up). */
function renderDesktop(ui: ReactElement) {
  const result = renderInPage(ui);
  hideDesktop = showDesktopLayout();
  return result;
}

describe('desktop navigation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens a dropdown on hover and closes it 200 ms after the pointer leaves', () => {
    renderDesktop(header());
    const trigger = serviceTrigger();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Boka service' })).toBeNull();

    fireEvent.mouseEnter(itemOf(trigger));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Boka service' })).toHaveAttribute('href', '/service/boka');

    fireEvent.mouseLeave(itemOf(trigger));
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1)); // 199 ms: still open
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1)); // 200 ms: closed
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Boka service' })).toBeNull();
  });

  it('keeps the hover state of an item without children for 600 ms after the pointer leaves', () => {
    renderDesktop(header());
    const news = itemOf(within(mainNav()).getByRole('link', { name: 'Nyheter' }));
    fireEvent.mouseEnter(news);
    expect(news).toHaveAttribute('data-open', 'true');
    fireEvent.mouseLeave(news);
    act(() => jest.advanceTimersByTime(LEAF_CLOSE_DELAY_MS - 1)); // 599 ms
    expect(news).toHaveAttribute('data-open', 'true');
    act(() => jest.advanceTimersByTime(1)); // 600 ms
    expect(news).not.toHaveAttribute('data-open');
  });

  it('opens one dropdown at a time', () => {
    renderDesktop(header());
    fireEvent.mouseEnter(itemOf(serviceTrigger()));
    const buyTrigger = screen.getByRole('button', { name: 'Undermeny för Köp bil' });
    fireEvent.mouseEnter(itemOf(buyTrigger));
    expect(buyTrigger).toHaveAttribute('aria-expanded', 'true');
    expect(serviceTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['Enter', ' ', 'ArrowDown'])('opens with %j on the trigger and moves focus to the first link', (key) => {
    renderDesktop(header());
    fireEvent.keyDown(serviceTrigger(), { key });
    expect(serviceTrigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Boka service' })).toHaveFocus();
  });

  it('opens when the trigger gets keyboard focus', () => {
    renderDesktop(header());
    act(() => serviceTrigger().focus());
    expect(serviceTrigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and returns focus to the trigger', () => {
    renderDesktop(header());
    fireEvent.keyDown(serviceTrigger(), { key: 'Enter' });
    const firstLink = screen.getByRole('link', { name: 'Boka service' });
    fireEvent.keyDown(firstLink, { key: 'Escape' });
    expect(serviceTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(serviceTrigger()).toHaveFocus();
  });

  it('closes on a click outside but not on a click inside the dropdown', () => {
    renderDesktop(header());
    fireEvent.click(serviceTrigger());
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Boka service' }));
    expect(serviceTrigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(serviceTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves to another part of the page', () => {
    renderDesktop(header());
    fireEvent.keyDown(serviceTrigger(), { key: 'Enter' });
    fireEvent.blur(screen.getByRole('link', { name: 'Boka service' }), { relatedTarget: screen.getByTestId('compare-count') });
    expect(serviceTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on route change: a new path or popstate', () => {
    const { rerender } = renderDesktop(header('/'));
    fireEvent.click(serviceTrigger());
    rerender(header('/nyheter'));
    expect(serviceTrigger()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(serviceTrigger());
    expect(serviceTrigger()).toHaveAttribute('aria-expanded', 'true');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(serviceTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('makes a parent a link only when it is navigable', () => {
    renderDesktop(header());
    expect(within(mainNav()).getByRole('link', { name: 'Köp bil' })).toHaveAttribute('href', '/kop-bil');
    expect(within(mainNav()).queryByRole('link', { name: 'Service' })).toBeNull();
  });

  it('leaves hidden items out at every depth', () => {
    renderDesktop(header());
    fireEvent.click(screen.getByRole('button', { name: 'Undermeny för Om oss' }));
    expect(screen.getByRole('link', { name: 'Kontakt' })).toBeInTheDocument();
    expect(screen.queryByText('Dolt')).toBeNull();
    expect(screen.queryByText('Integritetspolicy')).toBeNull();
  });

  it('opens an external link in a new tab with a spoken hint', () => {
    renderDesktop(header());
    fireEvent.click(screen.getByRole('button', { name: 'Undermeny för Om oss' }));
    const careers = screen.getByRole('link', { name: 'Karriärsajt (öppnas i en ny flik)' });
    expect(careers).toHaveAttribute('href', 'https://careers.example.com');
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Kontakt' })).not.toHaveAttribute('target');
  });

  it('marks the current page and its ancestors', () => {
    renderDesktop(header('/om-oss/karriar/lediga-jobb/'));
    fireEvent.click(screen.getByRole('button', { name: 'Undermeny för Om oss' }));
    expect(screen.getByRole('link', { name: 'Lediga jobb' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Karriär' })).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('link', { name: 'Karriär' })).not.toHaveAttribute('aria-current');
    expect(within(mainNav()).getByRole('link', { name: 'Om oss' })).toHaveAttribute('data-selected', 'true');
    expect(within(mainNav()).getByRole('link', { name: 'Köp bil' })).not.toHaveAttribute('data-selected');
  });

  it('marks nothing when no item matches the path', () => {
    const { container } = renderDesktop(header('/finns-inte'));
    expect(container.querySelectorAll('[data-selected], [aria-current]')).toHaveLength(0);
  });
});

describe('mega menu', () => {
  const brands = (count: number) =>
    Array.from({ length: count }, (_, i) => navItem(`kop-bil/marke-${i}`, `Märke ${i}`, { imageUrl: `/-/media/logo/M${i}/1.svg` }));
  const withGroup = (count: number) =>
    sampleNavigation({}, [navItem('kop-bil', 'Köp bil', { children: [navItem('kop-bil/marken', 'Märken', { children: brands(count) }), navItem('kop-bil/nya', 'Nya')] })]);

  it('shows a column per group with its title and children', () => {
    renderDesktop(header('/', withGroup(2)));
    fireEvent.click(screen.getByRole('button', { name: 'Köp bil' }));
    expect(screen.getByText('Märken')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Märke 1' })).toHaveAttribute('href', '/kop-bil/marke-1');
  });

  it('shows pictures for a group of more than four children, not for four', () => {
    const { unmount } = renderDesktop(header('/', withGroup(4)));
    fireEvent.click(screen.getByRole('button', { name: 'Köp bil' }));
    expect(screen.getByRole('link', { name: 'Märke 0' }).querySelector('img')).toBeNull();
    unmount();

    renderDesktop(header('/', withGroup(5)));
    fireEvent.click(screen.getByRole('button', { name: 'Köp bil' }));
    const picture = screen.getByRole('link', { name: 'Märke 0' }).querySelector('img');
    expect(picture).toHaveAttribute('src', `/_image?url=${encodeURIComponent('/-/media/logo/M0/1.svg')}&w=320`);
    expect(picture).toHaveAttribute('alt', '');
  });
});

describe("'More' overflow", () => {
  const ITEM_WIDTH = 100;
  const MORE_WIDTH = 90;
  let available = 0;
  let resize: () => void = () => {};
  const realResizeObserver = window.ResizeObserver;
  const realMatchMedia = window.matchMedia;
  let desktop = true;

  beforeEach(() => {
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        resize = () => callback([], this);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    window.matchMedia = ((query: string) => ({ matches: desktop, media: query })) as unknown as typeof window.matchMedia;
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const width = this.hasAttribute('data-nav-item') ? ITEM_WIDTH : this.hasAttribute('data-nav-more') ? MORE_WIDTH : 0;
      return { width, height: 44, top: 0, left: 0, right: width, bottom: 44, x: 0, y: 0, toJSON: () => ({}) };
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' && this.getAttribute('data-layout') === 'desktop' ? available : 0;
    });
    desktop = true;
  });

  afterEach(() => {
    window.ResizeObserver = realResizeObserver;
    window.matchMedia = realMatchMedia;
    jest.restoreAllMocks();
  });

  const topLink = (name: string) => within(mainNav()).queryByRole('link', { name });

  it('keeps every item when they fit', () => {
    // 4 visible top items of 100 px + 4 px gap = 416 <= 420
    available = 420;
    renderDesktop(header());
    expect(screen.queryByRole('button', { name: 'Mer' })).toBeNull();
    expect(topLink('Nyheter')).toBeInTheDocument();
  });

  it("moves the items that do not fit into 'More', and back when there is room again", () => {
    // 416 > 400, so More is needed: 110 (estimate) + 104 + 104 = 318; + 104 = 422 > 400 -> 2 items.
    // Measured More: 90 + 4 = 94; 94 + 3 * 104 = 406 > 400 -> still 2 items.
    available = 400;
    renderDesktop(header());
    expect(topLink('Köp bil')).toBeInTheDocument();
    expect(topLink('Om oss')).toBeNull();
    expect(topLink('Nyheter')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mer' }));
    expect(topLink('Om oss')).toHaveAttribute('href', '/om-oss');
    expect(topLink('Nyheter')).toHaveAttribute('href', '/nyheter');
    expect(topLink('Kontakt')).toHaveAttribute('href', '/om-oss/kontakt');

    available = 420;
    act(() => resize());
    expect(screen.queryByRole('button', { name: 'Mer' })).toBeNull();
    expect(topLink('Nyheter')).toBeInTheDocument();
  });

  it('shows every item below 1280 px', () => {
    desktop = false;
    available = 200;
    renderDesktop(header());
    expect(screen.queryByRole('button', { name: 'Mer' })).toBeNull();
  });

  it('shows every item when ResizeObserver is missing', () => {
    // @ts-expect-error: old browsers have none
    delete window.ResizeObserver;
    available = 200;
    renderDesktop(header());
    expect(screen.queryByRole('button', { name: 'Mer' })).toBeNull();
    expect(topLink('Nyheter')).toBeInTheDocument();
  });
});
