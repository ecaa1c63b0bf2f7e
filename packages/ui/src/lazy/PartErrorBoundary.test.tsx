import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../global/ThemeRoot';
import { loadWhenNear } from './loadWhenNear';
import { PartErrorBoundary } from './PartErrorBoundary';
import { PartFailure } from './PartFailure';

const texts = { text: 'Den här delen kunde inte laddas.', retry: 'Försök igen' };

/** The network, as far as the part's code is concerned: while down, the part's code does not come. */
const network = { up: false };
/** A part whose code does not come while the network is down, as a lazy part's chunk would. */
function Part() {
  if (!network.up) throw new Error('chunk footer failed');
  return <a href="/kontakt">Kontakta oss</a>;
}

const renderBoundary = (onError = jest.fn()) =>
  render(
    <ThemeRoot theme="dealergroup">
      <button type="button">before</button>
      <PartErrorBoundary failed={(retry, again) => <PartFailure texts={texts} onRetry={retry} focusOnShow={again} />} onError={onError}>
        <Part />
      </PartErrorBoundary>
    </ThemeRoot>,
  );

const retryButton = () => screen.getByRole('button', { name: 'Försök igen' });

beforeEach(() => {
  network.up = false;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('PartErrorBoundary', () => {
  it("shows the failure in the part's place, takes no focus, and renders the part anew when the visitor asks", () => {
    const onError = jest.fn();
    renderBoundary(onError);
    expect(screen.getByRole('alert')).toHaveTextContent('Den här delen kunde inte laddas.');
    expect(onError).toHaveBeenCalledTimes(1);
    // A first failure came as the visitor neared the part: focus stays where it was.
    expect(document.activeElement).toBe(document.body);
    network.up = true;
    fireEvent.click(retryButton());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kontakta oss' })).toBeInTheDocument();
  });

  it('when the try fails again, says so again and puts the lost focus on the new button', () => {
    renderBoundary();
    retryButton().focus();
    fireEvent.click(retryButton());
    // The pressed button went away with the try; the second failure's button takes the focus back.
    expect(screen.getByRole('alert')).toHaveTextContent('Den här delen kunde inte laddas.');
    expect(document.activeElement).toBe(retryButton());
    network.up = true;
    fireEvent.click(retryButton());
    expect(screen.getByRole('link', { name: 'Kontakta oss' })).toBeInTheDocument();
  });

  it('leaves focus alone when the visitor has moved on before the try failed', () => {
    renderBoundary();
    const before = screen.getByRole('button', { name: 'before' });
    before.focus();
    fireEvent.click(retryButton());
    expect(document.activeElement).toBe(before);
  });

  it('fetches the code of a part loaded when near again on a retry (a new lazy component; the old one keeps its failure)', async () => {
    const load = jest.fn(async () => {
      if (!network.up) throw new Error('Loading chunk footer failed');
      return () => <a href="/kontakt">Kontakta oss</a>;
    });
    const Footer = loadWhenNear(load, 'footer', { when: 'reached' });
    render(
      <ThemeRoot theme="dealergroup">
        <PartErrorBoundary failed={(retry, again) => <PartFailure texts={texts} onRetry={retry} focusOnShow={again} />}>
          <Footer />
        </PartErrorBoundary>
      </ThemeRoot>,
    );
    // Nothing from the server in its place, so it loads at once, and its code does not come.
    expect(await screen.findByRole('alert')).toHaveTextContent('Den här delen kunde inte laddas.');
    expect(load).toHaveBeenCalledTimes(1);
    network.up = true;
    await act(async () => fireEvent.click(retryButton()));
    expect(await screen.findByRole('link', { name: 'Kontakta oss' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loadWhenNear's own failure option: the texts from the part's props, a retry, and the page around it kept", async () => {
    const load = jest.fn(async () => {
      if (!network.up) throw new Error('Loading chunk contact-form failed');
      return ({ language }: { language: string }) => <form aria-label={`Kontakt (${language})`} />;
    });
    const ContactForm = loadWhenNear(load, 'contact-form', { when: 'reached', failure: ({ language }) => ({ text: `failed in ${language}`, retry: `retry in ${language}` }) });
    render(
      <ThemeRoot theme="dealergroup">
        <h1>BMW i4</h1>
        <ContactForm language="sv" />
      </ThemeRoot>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('failed in sv');
    expect(screen.getByRole('heading', { name: 'BMW i4' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('[contact-form] the part failed and its place says so', expect.any(Error));
    network.up = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'retry in sv' })));
    expect(await screen.findByRole('form', { name: 'Kontakt (sv)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes an error it does not catch on to the boundary above, and shows its own for one it does', () => {
    const Broken = ({ error }: { error: Error }) => {
      throw error;
    };
    const part = (error: Error) => (
      <PartErrorBoundary failed={<p>outer</p>}>
        <PartErrorBoundary failed={<p>inner</p>} catches={(caught) => caught instanceof RangeError}>
          <Broken error={error} />
        </PartErrorBoundary>
      </PartErrorBoundary>
    );
    const { unmount } = render(part(new TypeError('not the part\'s')));
    expect(screen.getByText('outer')).toBeInTheDocument();
    expect(screen.queryByText('inner')).toBeNull();
    unmount();
    render(part(new RangeError('the part\'s')));
    expect(screen.getByText('inner')).toBeInTheDocument();
    expect(screen.queryByText('outer')).toBeNull();
  });

  it('shows a plain placeholder as given (a content block)', () => {
    const Broken = () => {
      throw new Error('block failed');
    };
    render(
      <PartErrorBoundary failed={<p>Aj då</p>}>
        <Broken />
      </PartErrorBoundary>,
    );
    expect(screen.getByText('Aj då')).toBeInTheDocument();
  });
});
