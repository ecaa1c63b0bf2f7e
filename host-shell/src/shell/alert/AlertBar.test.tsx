import { fireEvent, screen } from '@testing-library/react';
import type { AlertBar as AlertBarData } from '@showroom/contracts';
import { writeCookie } from '../cookies/cookie';
import { renderInPage } from '../testing/renderInPage';
import { AlertBar } from './AlertBar';

jest.mock('../cookies/cookie', () => {
  const actual = jest.requireActual('../cookies/cookie');
  return { ...actual, writeCookie: jest.fn(actual.writeCookie) };
});

const alert = (over: Partial<AlertBarData> = {}): AlertBarData => ({
  HasMessage: true,
  MessageTitle: 'Vinterkampanj',
  MessageText: 'Vinterdäck på köpet till och med 31 januari.',
  MessageType: 'Neutral',
  MessageIcon: 'CampaignAlert',
  ...over,
});

afterEach(() => {
  document.cookie = 'hideAlert=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  jest.mocked(writeCookie).mockClear();
});

describe('AlertBar', () => {
  it('shows title, text and icon in a region named by the title', () => {
    const { container } = renderInPage(<AlertBar alert={alert()} hiddenByCookie={false} />);
    const region = screen.getByRole('region', { name: 'Meddelande: Vinterkampanj' });
    expect(region).toHaveTextContent('Vinterdäck på köpet till och med 31 januari.');
    expect(container.querySelector('[data-icon="campaign-alert"]')).toBeInTheDocument();
  });

  it('names the region generically when there is no title', () => {
    renderInPage(<AlertBar alert={alert({ MessageTitle: '' })} hiddenByCookie={false} />);
    expect(screen.getByRole('region', { name: 'Meddelande' })).toBeInTheDocument();
  });

  it('renders nothing without a message', () => {
    const { container } = renderInPage(<AlertBar alert={alert({ HasMessage: false })} hiddenByCookie={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing without alert data', () => {
    const { container } = renderInPage(<AlertBar alert={null} hiddenByCookie={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for a closable type when the hide cookie was sent', () => {
    const { container } = renderInPage(<AlertBar alert={alert({ MessageType: 'Dark' })} hiddenByCookie />);
    expect(container).toBeEmptyDOMElement();
  });

  it('still shows a Warning when the hide cookie was sent, without a close button', () => {
    renderInPage(<AlertBar alert={alert({ MessageType: 'Warning', MessageIcon: 'WarningAlert' })} hiddenByCookie />);
    expect(screen.getByRole('region', { name: 'Meddelande: Vinterkampanj' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stäng meddelandet' })).not.toBeInTheDocument();
  });

  it('collapses on close and sets hideAlert=true for 1 day', () => {
    renderInPage(<AlertBar alert={alert({ MessageType: 'Light' })} hiddenByCookie={false} />);
    const region = screen.getByRole('region', { name: 'Meddelande: Vinterkampanj' });
    expect(region).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Stäng meddelandet' }));

    expect(region).not.toBeVisible();
    expect(writeCookie).toHaveBeenCalledWith('hideAlert', 'true', 1);
    expect(document.cookie).toContain('hideAlert=true');
  });

  it('shows no icon when the content names none', () => {
    const { container } = renderInPage(<AlertBar alert={alert({ MessageIcon: null })} hiddenByCookie={false} />);
    expect(container.querySelector('[data-icon$="-alert"]')).not.toBeInTheDocument();
  });

  it.each([
    // dealergroup theme: Dark is the theme text #1a1a1a on which the page background #ffffff is the text
    ['Dark', 'rgb(26, 26, 26)', 'rgb(255, 255, 255)'],
    // Warning is amber #ffd43b with #1a1a1a text in every theme
    ['Warning', 'rgb(255, 212, 59)', 'rgb(26, 26, 26)'],
    // Neutral is the theme surface #f4f5f7 with the theme text
    ['Neutral', 'rgb(244, 245, 247)', 'rgb(26, 26, 26)'],
  ] as const)('draws a %s bar in its own colours', (type, background, color) => {
    const { container } = renderInPage(<AlertBar alert={alert({ MessageType: type })} hiddenByCookie={false} />);
    const bar = container.querySelector(`[data-alert-type="${type}"]`)!.firstElementChild!;
    expect(bar).toHaveStyle({ backgroundColor: background, color });
  });
});
