import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderInPage, samplePageContext } from '../../shell/testing/renderInPage';
import { PageProvider } from '../../shell/page/PageContext';
import { mockIntersectionObserver, mockMatchMedia, reducedMotion } from '@showroom/test-kit';
import { Reveal } from './Reveal';

describe('Reveal', () => {
  let media: ReturnType<typeof mockMatchMedia> | undefined;
  let io: ReturnType<typeof mockIntersectionObserver> | undefined;
  afterEach(() => {
    media?.restore();
    io?.restore();
    media = io = undefined;
  });

  const box = () => screen.getByText('Innehåll').parentElement!;

  it('is visible in the server render', () => {
    const html = renderToString(
      <PageProvider value={samplePageContext()}>
        <Reveal enabled kind="text">
          <p>Innehåll</p>
        </Reveal>
      </PageProvider>,
    );
    expect(html).toContain('data-reveal="pending"');
  });

  it('hides off-screen content and reveals it when it comes into view, then stops observing', () => {
    media = mockMatchMedia(reducedMotion(false));
    io = mockIntersectionObserver();
    renderInPage(
      <Reveal enabled kind="text">
        <p>Innehåll</p>
      </Reveal>,
    );
    expect(io.observedCount()).toBe(1);
    act(() => io!.intersect(false));
    expect(box()).toHaveAttribute('data-reveal', 'hidden');
    act(() => io!.intersect(true));
    expect(box()).toHaveAttribute('data-reveal', 'revealed');
    expect(io.observedCount()).toBe(0);
  });

  it('leaves content already in view as it is', () => {
    media = mockMatchMedia(reducedMotion(false));
    io = mockIntersectionObserver();
    renderInPage(
      <Reveal enabled kind="media">
        <p>Innehåll</p>
      </Reveal>,
    );
    act(() => io!.intersect(true));
    expect(box()).toHaveAttribute('data-reveal', 'static');
  });

  it('does not animate under reduced motion', () => {
    media = mockMatchMedia(reducedMotion(true));
    io = mockIntersectionObserver();
    renderInPage(
      <Reveal enabled kind="text">
        <p>Innehåll</p>
      </Reveal>,
    );
    expect(io.observedCount()).toBe(0);
    expect(box()).toHaveAttribute('data-reveal', 'pending');
  });

  it('does not animate without IntersectionObserver', () => {
    media = mockMatchMedia(reducedMotion(false));
    renderInPage(
      <Reveal enabled kind="text">
        <p>Innehåll</p>
      </Reveal>,
    );
    expect(box()).toHaveAttribute('data-reveal', 'pending');
  });

  it('does not animate when the CMS turned it off', () => {
    media = mockMatchMedia(reducedMotion(false));
    io = mockIntersectionObserver();
    renderInPage(
      <Reveal enabled={false} kind="text">
        <p>Innehåll</p>
      </Reveal>,
    );
    expect(io.observedCount()).toBe(0);
  });
});
