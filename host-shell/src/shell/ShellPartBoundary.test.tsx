import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTranslator } from '@showroom/i18n';
import { loadWhenNear, ThemeRoot } from '@showroom/ui';
import { PartFailedNotice } from './PartFailedNotice';
import { ShellPartBoundary } from './ShellPartBoundary';

const t = createTranslator('sv');

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
      <ShellPartBoundary failed={(retry, again) => <PartFailedNotice t={t} retry={retry} again={again} />} onError={onError}>
        <Part />
      </ShellPartBoundary>
    </ThemeRoot>,
  );

beforeEach(() => {
  network.up = false;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ShellPartBoundary', () => {
  it('shows the failure in the part\'s place, takes no focus, and renders the part anew when the visitor asks', () => {
    const onError = jest.fn();
    renderBoundary(onError);
    expect(screen.getByRole('alert')).toHaveTextContent('Den här delen kunde inte laddas.');
    expect(onError).toHaveBeenCalledTimes(1);
    // A first failure came as the visitor neared the part: focus stays where it was.
    expect(document.activeElement).toBe(document.body);
    network.up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kontakta oss' })).toBeInTheDocument();
  });

  it('when the try fails again, says so again and puts the lost focus on the new button', () => {
    renderBoundary();
    screen.getByRole('button', { name: 'Försök igen' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    // The pressed button went away with the try; the second failure's button takes the focus back.
    expect(screen.getByRole('alert')).toHaveTextContent('Den här delen kunde inte laddas.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Försök igen' }));
    network.up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(screen.getByRole('link', { name: 'Kontakta oss' })).toBeInTheDocument();
  });

  it('leaves focus alone when the visitor has moved on before the try failed', () => {
    renderBoundary();
    const before = screen.getByRole('button', { name: 'before' });
    before.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(document.activeElement).toBe(before);
  });

  it('fetches the code of a part loaded on reach again on a retry (a new lazy component; the old one keeps its failure)', async () => {
    const load = jest.fn(async () => {
      if (!network.up) throw new Error('Loading chunk footer failed');
      return () => <a href="/kontakt">Kontakta oss</a>;
    });
    const Footer = loadWhenNear(load, 'footer', { when: 'reached' });
    render(
      <ThemeRoot theme="dealergroup">
        <ShellPartBoundary failed={(retry, again) => <PartFailedNotice t={t} retry={retry} again={again} />}>
          <Footer />
        </ShellPartBoundary>
      </ThemeRoot>,
    );
    // Nothing from the server in its place, so it loads at once, and its code does not come.
    expect(await screen.findByRole('alert')).toHaveTextContent('Den här delen kunde inte laddas.');
    expect(load).toHaveBeenCalledTimes(1);
    network.up = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Försök igen' })));
    expect(await screen.findByRole('link', { name: 'Kontakta oss' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a plain placeholder as given (a content block)', () => {
    render(
      <ShellPartBoundary failed={<p>Aj då</p>}>
        {(() => {
          const Broken = () => {
            throw new Error('block failed');
          };
          return <Broken />;
        })()}
      </ShellPartBoundary>,
    );
    expect(screen.getByText('Aj då')).toBeInTheDocument();
  });
});
