import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mockMatchMedia, mockMediaPlayback, reducedMotion } from '@showroom/test-kit';
import { ThemeRoot } from '@showroom/ui';
import { PageProvider } from '../../shell/page/PageContext';
import { samplePageContext } from '../../shell/testing/renderInPage';
import { MediaVideo as EagerVideo } from './MediaVideo';
import { MediaVideo } from './lazyVideo';

// The block video's code comes after the page hydrated: the server's markup stays until then, and then works.

const context = samplePageContext();
const inPage = (children: React.ReactNode) => (
  <ThemeRoot theme={context.site.theme}>
    <PageProvider value={context}>{children}</PageProvider>
  </ThemeRoot>
);

test("hydrates the server's video markup once its code has loaded: no mismatch, and the toggles then work", async () => {
  const media = mockMatchMedia(reducedMotion(true));
  const playback = mockMediaPlayback();
  try {
    // What the server sends for the lazy player: its render waits for the code, so the player is in place, in its
    // boundary (the eager component in the same boundary gives that markup).
    const html = renderToString(
      inPage(
        <Suspense fallback={null}>
          <EagerVideo desktopSrc="/v/d.mp4" />
        </Suspense>,
      ),
    );
    expect(html).toContain('<video');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverVideo = container.querySelector('video');
    // A browser mutes a video parsed with the muted attribute; jsdom leaves the property false (it maps the attribute to
    // defaultMuted only), which React would report as a mismatch of its own.
    if (serverVideo) serverVideo.muted = true;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, inPage(<MediaVideo desktopSrc="/v/d.mp4" />), { onRecoverableError: (error) => recoverable.push(error) });
    });
    const pause = await screen.findByRole('button', { name: 'Pausa videon' });
    // The same element, hydrated rather than replaced.
    expect(container.querySelector('video')).toBe(serverVideo);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(pause);
    expect(playback.play).toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls).toEqual([]);
    errors.mockRestore();
    container.remove();
  } finally {
    media.restore();
    playback.restore();
  }
});
