import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPage } from '../testing/renderInPage';
import { ScrollToTop } from './ScrollToTop';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function mockReducedMotion(reduced: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: reduced && query.includes('reduce'), media: query }) as MediaQueryList);
}

describe('ScrollToTop', () => {
  let scroll: jest.Mock;
  beforeEach(() => {
    scroll = jest.fn();
    window.scrollTo = scroll as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
    document.body.innerHTML = '';
  });

  it('is hidden at 528 px and shown at 529 px', async () => {
    renderInPage(<ScrollToTop />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollTo(528);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollTo(529);
    // Its code is fetched the first time it shows (a chunk of its own).
    expect(await screen.findByRole('button', { name: 'Till toppen av sidan' })).toBeInTheDocument();
    scrollTo(100);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows at once on a page that opens already scrolled', async () => {
    Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
    renderInPage(<ScrollToTop />);
    expect(await screen.findByRole('button', { name: 'Till toppen av sidan' })).toBeInTheDocument();
  });

  it('scrolls smoothly to the top and moves focus to #main', async () => {
    mockReducedMotion(false);
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    renderInPage(<ScrollToTop />);
    scrollTo(900);
    const button = await screen.findByRole('button', { name: 'Till toppen av sidan' });
    button.focus();
    fireEvent.click(button);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('jumps without animation when the visitor prefers reduced motion, and falls back to the body', async () => {
    mockReducedMotion(true);
    renderInPage(<ScrollToTop />);
    scrollTo(900);
    const button = await screen.findByRole('button', { name: 'Till toppen av sidan' });
    button.focus();
    fireEvent.click(button);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    expect(document.body).toHaveFocus();
  });

  it('works from the keyboard: Tab to it and press Enter', async () => {
    const user = userEvent.setup();
    renderInPage(<ScrollToTop />);
    scrollTo(529);
    await screen.findByRole('button', { name: 'Till toppen av sidan' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Till toppen av sidan' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
