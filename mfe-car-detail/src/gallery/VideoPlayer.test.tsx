import { render } from '@testing-library/react';
import { ThemeRoot } from '@showroom/ui';
import { VideoPlayer } from './VideoPlayer';

const player = (url: string) => render(<ThemeRoot theme="dealergroup"><VideoPlayer url={url} label="Video av Volvo XC60" unsupportedText="Videon kan inte visas." /></ThemeRoot>);

describe('VideoPlayer frames (issue 12 item 13)', () => {
  it("frames a known player's page in a sandbox", () => {
    const { container } = player('https://www.youtube-nocookie.com/embed/abc');
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
  });

  it('frames nothing from another host, and says the video cannot be shown', () => {
    const { container, getByText } = player('https://evil.example/fake-login');
    expect(container.querySelector('iframe')).toBeNull();
    expect(getByText('Videon kan inte visas.')).toBeTruthy();
  });
});
