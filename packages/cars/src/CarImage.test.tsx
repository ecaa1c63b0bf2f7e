import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeRoot } from '@showroom/ui';
import { CarImage } from './CarImage';

const renderWithTheme = (ui: ReactElement) => render(<ThemeRoot theme="dealergroup">{ui}</ThemeRoot>);

describe('CarImage', () => {
  it('shows the picture while it loads', () => {
    const { container } = renderWithTheme(<CarImage src="/a.jpg" alt="" missingText="Bild saknas" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/a.jpg');
    expect(screen.queryByText('Bild saknas')).toBeNull();
  });

  it('fetches the priority picture (the first of a list) first and eagerly; the others lazily and decoded off the main thread', () => {
    const { container } = renderWithTheme(
      <>
        <CarImage src="/first.jpg" alt="" missingText="Bild saknas" priority />
        <CarImage src="/second.jpg" alt="" missingText="Bild saknas" eager />
        <CarImage src="/later.jpg" alt="" missingText="Bild saknas" />
      </>,
    );
    const [first, second, later] = [...container.querySelectorAll('img')];
    expect([first?.getAttribute('fetchpriority'), first?.getAttribute('loading'), first?.getAttribute('decoding')]).toEqual(['high', 'eager', null]);
    expect([second?.getAttribute('fetchpriority'), second?.getAttribute('loading'), second?.getAttribute('decoding')]).toEqual([null, 'eager', 'async']);
    expect([later?.getAttribute('fetchpriority'), later?.getAttribute('loading')]).toEqual([null, 'lazy']);
  });

  it('falls back to the missing-image text when there is no picture', () => {
    renderWithTheme(<CarImage alt="" missingText="Bild saknas" />);
    expect(screen.getByRole('img', { name: 'Bild saknas' })).toHaveTextContent('Bild saknas');
  });

  it('given a new address after a failure, shows the new picture in an element of its own', () => {
    const picture = (src: string) => (
      <ThemeRoot theme="dealergroup">
        <CarImage src={src} alt="" missingText="Bild saknas" />
      </ThemeRoot>
    );
    const { container, rerender } = render(picture('/a.jpg'));
    const first = container.querySelector('img');
    rerender(picture('/b.jpg'));
    // Another element: the browser would otherwise keep drawing /a.jpg until /b.jpg has loaded.
    expect(container.querySelector('img')).not.toBe(first);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByRole('img', { name: 'Bild saknas' })).toBeInTheDocument();
    rerender(picture('/c.jpg'));
    expect(screen.queryByText('Bild saknas')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/c.jpg');
  });

  it('falls back when the picture fails to load', () => {
    const { container } = renderWithTheme(<CarImage src="/broken.jpg" alt="" missingText="Bild saknas" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Bild saknas' })).toBeInTheDocument();
  });
});

describe('CarImage after server rendering', () => {
  const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
  afterEach(() => {
    if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
  });

  const finished = (decode: () => Promise<void>) => {
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    (HTMLImageElement.prototype as { decode: () => Promise<void> }).decode = decode;
  };

  it('falls back when the picture had already failed before React was listening', async () => {
    finished(() => Promise.reject(new Error('EncodingError')));
    renderWithTheme(<CarImage src="/broken.jpg" alt="" missingText="Bild saknas" />);
    expect(await screen.findByRole('img', { name: 'Bild saknas' })).toBeInTheDocument();
  });

  it('keeps a picture that had already loaded', async () => {
    finished(() => Promise.resolve());
    const { container } = renderWithTheme(<CarImage src="/a.jpg" alt="" missingText="Bild saknas" />);
    await Promise.resolve();
    await Promise.resolve();
    expect(container.querySelector('img')).toHaveAttribute('src', '/a.jpg');
    expect(screen.queryByText('Bild saknas')).toBeNull();
  });

  // A rule per car made the sheet grow by 48 rules on every filter change (issue 14).
  it('gives every card one class and its own placeholder through a custom property, a hostile one not at all', () => {
    const blurA = 'data:image/png;base64,QUFB';
    const blurB = 'data:image/webp;base64,QkJC';
    const { container } = renderWithTheme(
      <>
        <CarImage src="/a.jpg" blur={blurA} alt="" missingText="Bild saknas" />
        <CarImage src="/b.jpg" blur={blurB} alt="" missingText="Bild saknas" />
        <CarImage src="/c.jpg" blur={'data:image/png;base64,QUFB"); background: url(https://evil.example/x.png'} alt="" missingText="Bild saknas" />
      </>,
    );
    const frames = [...container.querySelectorAll('img')].map((img) => img.parentElement as HTMLElement);
    expect(new Set(frames.map((frame) => frame.className)).size).toBe(1);
    expect(frames.map((frame) => frame.style.getPropertyValue('--car-image-blur'))).toEqual([`url("${blurA}")`, `url("${blurB}")`, '']);
  });
});
