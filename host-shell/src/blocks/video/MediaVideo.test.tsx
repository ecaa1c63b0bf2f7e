import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderInPage } from '../../shell/testing/renderInPage';
import { mockMatchMedia, mockMediaPlayback, reducedMotion } from '@showroom/test-kit';
import { MediaVideo } from './MediaVideo';

describe('MediaVideo', () => {
  let media: ReturnType<typeof mockMatchMedia>;
  let playback: ReturnType<typeof mockMediaPlayback>;
  afterEach(() => {
    // Unmount while the playback mock is still in place (unmounting pauses a playing video).
    cleanup();
    media?.restore();
    playback?.restore();
  });

  const video = (container: HTMLElement) => container.querySelector('video')!;

  it('renders a muted looping video with the phone source under 640 px first and no autoplay attribute', () => {
    media = mockMatchMedia(reducedMotion(true));
    playback = mockMediaPlayback();
    const { container } = renderInPage(<MediaVideo desktopSrc="/v/desktop.mp4" phoneSrc="/v/phone.mp4" />);
    const el = video(container);
    expect(el.muted).toBe(true);
    expect(el.loop).toBe(true);
    expect(el.hasAttribute('autoplay')).toBe(false);
    const sources = [...el.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('media')]);
    expect(sources).toEqual([
      ['/v/phone.mp4', '(max-width: 639.98px)'],
      ['/v/desktop.mp4', null],
    ]);
  });

  it('plays muted after mount when motion is allowed', async () => {
    media = mockMatchMedia(reducedMotion(false));
    playback = mockMediaPlayback();
    renderInPage(<MediaVideo desktopSrc="/v/desktop.mp4" />);
    await act(async () => {});
    expect(playback.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pausa videon' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Stäng av ljudet' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not play on its own under reduced motion', async () => {
    media = mockMatchMedia(reducedMotion(true));
    playback = mockMediaPlayback();
    renderInPage(<MediaVideo desktopSrc="/v/desktop.mp4" />);
    await act(async () => {});
    expect(playback.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pausa videon' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not play on its own when autoplay is off', async () => {
    media = mockMatchMedia(reducedMotion(false));
    playback = mockMediaPlayback();
    renderInPage(<MediaVideo desktopSrc="/v/desktop.mp4" autoplay={false} controls />);
    await act(async () => {});
    expect(playback.play).not.toHaveBeenCalled();
    expect(document.querySelector('video')).toHaveAttribute('controls');
  });

  it('toggles play/pause and mute with the buttons', async () => {
    media = mockMatchMedia(reducedMotion(true));
    playback = mockMediaPlayback();
    const { container } = renderInPage(<MediaVideo desktopSrc="/v/desktop.mp4" />);
    const pause = screen.getByRole('button', { name: 'Pausa videon' });
    const mute = screen.getByRole('button', { name: 'Stäng av ljudet' });

    await act(async () => fireEvent.click(pause));
    expect(playback.play).toHaveBeenCalledTimes(1);
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(pause));
    expect(playback.pause).toHaveBeenCalledTimes(1);
    expect(pause).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(mute);
    expect(video(container).muted).toBe(false);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(mute);
    expect(video(container).muted).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
  });

  it('stays paused when the browser blocks autoplay', async () => {
    media = mockMatchMedia(reducedMotion(false));
    playback = mockMediaPlayback({ rejectPlay: true });
    renderInPage(<MediaVideo desktopSrc="/v/desktop.mp4" />);
    await act(async () => {});
    expect(playback.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pausa videon' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders nothing without a source', () => {
    const { container } = renderInPage(<MediaVideo desktopSrc={null} phoneSrc="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
