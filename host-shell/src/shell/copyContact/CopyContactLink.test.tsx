import { act, fireEvent, screen } from '@testing-library/react';
import { renderInPage, samplePageContext } from '../testing/renderInPage';
import { ContactText } from './ContactText';
import { CopyContactLink } from './CopyContactLink';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as jest.Mock;
}

async function clickCopy(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  // Let the clipboard promise settle.
  await act(async () => {});
}

describe('CopyContactLink', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('links an address with mailto: and labels the copy button in the page language', () => {
    renderInPage(<CopyContactLink value="info@hedin.se" kind="email" />);
    expect(screen.getByRole('link', { name: 'info@hedin.se' })).toHaveAttribute('href', 'mailto:info@hedin.se');
    expect(screen.getByRole('button', { name: 'Kopiera e-postadressen info@hedin.se' })).toBeInTheDocument();
  });

  it('links a number with tel: and shows a given label', () => {
    renderInPage(<CopyContactLink value="+47 22 33 44 55" kind="phone" label="Ring oss" />, samplePageContext({ siteCode: 'dealergroup-no', language: 'nb' }));
    expect(screen.getByRole('link', { name: 'Ring oss' })).toHaveAttribute('href', 'tel:+4722334455');
    expect(screen.getByRole('button', { name: 'Kopier telefonnummeret +47 22 33 44 55' })).toBeInTheDocument();
  });

  it("copies and says 'Copied' politely for 1000 ms: still at 999, gone at 1000", async () => {
    const writeText = mockClipboard(() => Promise.resolve());
    renderInPage(<CopyContactLink value="010-123 45 00" kind="phone" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    await clickCopy(/Kopiera telefonnumret/);
    expect(writeText).toHaveBeenCalledWith('010-123 45 00');
    expect(status).toHaveTextContent('Kopierat');

    act(() => jest.advanceTimersByTime(999));
    expect(status).toHaveTextContent('Kopierat');
    act(() => jest.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
  });

  it('starts the 1000 ms again on a second copy', async () => {
    mockClipboard(() => Promise.resolve());
    renderInPage(<CopyContactLink value="info@hedin.se" kind="email" />);
    await clickCopy(/Kopiera/);
    act(() => jest.advanceTimersByTime(600));
    await clickCopy(/Kopiera/);
    // second copy at 600 ms: open until 600 + 1000 = 1600 ms
    act(() => jest.advanceTimersByTime(999)); // 1599
    expect(screen.getByRole('status')).toHaveTextContent('Kopierat');
    act(() => jest.advanceTimersByTime(1)); // 1600
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows nothing and keeps the link when the clipboard refuses', async () => {
    mockClipboard(() => Promise.reject(new Error('NotAllowedError')));
    renderInPage(<CopyContactLink value="info@hedin.se" kind="email" />);
    await clickCopy(/Kopiera/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'info@hedin.se' })).toBeInTheDocument();
  });

  it('shows nothing when there is no clipboard at all', async () => {
    renderInPage(<CopyContactLink value="info@hedin.se" kind="email" />);
    await clickCopy(/Kopiera/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('ContactText', () => {
  it('keeps the text and turns the number into a copy-contact link', () => {
    const { container } = renderInPage(<ContactText text="Kundtjänst 010-123 45 00" />);
    expect(container).toHaveTextContent('Kundtjänst 010-123 45 00');
    expect(screen.getByRole('link', { name: '010-123 45 00' })).toHaveAttribute('href', 'tel:0101234500');
  });
});
