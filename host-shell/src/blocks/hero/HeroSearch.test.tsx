import { act, fireEvent, screen } from '@testing-library/react';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { renderInPage } from '../../shell/testing/renderInPage';
import { mockMatchMedia } from '@showroom/test-kit';
import { HeroSearch } from './HeroSearch';

describe('HeroSearch', () => {
  let events: { topic: string; payload: unknown }[];
  beforeEach(() => {
    resetEventBusForTests();
    events = [];
    const bus = getEventBus();
    bus.observe('dataLayer').subscribe((payload) => events.push({ topic: 'dataLayer', payload }));
    bus.observe('navigate').subscribe((payload) => events.push({ topic: 'navigate', payload }));
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  const input = () => screen.getByRole('searchbox', { name: 'Sök bil' });

  it('has a labelled search input and a GET form that works before hydration', () => {
    renderInPage(<HeroSearch searchUrl="/kop-bil" placeholder="Sök märke" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/kop-bil');
    expect(form).toHaveAttribute('method', 'get');
    expect(input()).toHaveAttribute('name', 'keyphrase');
  });

  it('shows the clear button only when there is text, and clearing refocuses the input', () => {
    renderInPage(<HeroSearch searchUrl="/kop-bil" />);
    expect(screen.queryByRole('button', { name: 'Rensa sökfältet' })).toBeNull();
    fireEvent.change(input(), { target: { value: 'volvo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rensa sökfältet' }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Rensa sökfältet' })).toBeNull();
  });

  it('does nothing on an empty or blank submit', () => {
    renderInPage(<HeroSearch searchUrl="/kop-bil" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(events).toEqual([]);
  });

  it('reports the search and goes to the search URL with keyphrase, keeping the page params', () => {
    window.history.replaceState(null, '', '/?utm_source=mail&keyphrase=old');
    renderInPage(<HeroSearch searchUrl="/kop-bil" />);
    fireEvent.change(input(), { target: { value: ' xc60 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(events).toEqual([
      { topic: 'dataLayer', payload: { event: 'search', search_type: 'start page', search_term: 'xc60' } },
      { topic: 'navigate', payload: { href: '/kop-bil?utm_source=mail&keyphrase=xc60' } },
    ]);
  });

  it('uses the phone placeholder in the first render and the desktop one from 1280 px after mount', () => {
    const media = mockMatchMedia((query) => query === '(min-width: 1280px)');
    renderInPage(<HeroSearch searchUrl="/kop-bil" placeholder="Sök bil" placeholderDesktop="Sök bland 3 000 bilar" />);
    expect(input()).toHaveAttribute('placeholder', 'Sök bland 3 000 bilar');
    act(() => media.set(() => false));
    expect(input()).toHaveAttribute('placeholder', 'Sök bil');
    media.restore();
  });

  it('uses the phone placeholder where matchMedia is unknown (the server render)', () => {
    renderInPage(<HeroSearch searchUrl="/kop-bil" placeholder="Sök bil" placeholderDesktop="Sök bland 3 000 bilar" />);
    expect(input()).toHaveAttribute('placeholder', 'Sök bil');
  });
});
