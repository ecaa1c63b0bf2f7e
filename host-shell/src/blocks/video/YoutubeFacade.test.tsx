import { fireEvent, screen } from '@testing-library/react';
import { renderInPage } from '../../shell/testing/renderInPage';
import { YoutubeFacade } from './YoutubeFacade';

describe('YoutubeFacade', () => {
  it('loads nothing from YouTube before the click', () => {
    const { container } = renderInPage(<YoutubeFacade videoId="dQw4w9WgXcQ" title="Provkörning" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/youtube\.com|ytimg/);
    expect(screen.getByRole('button', { name: /Spela upp videon: Provkörning/ })).toBeInTheDocument();
  });

  it('inserts the youtube-nocookie player on click and focuses it', () => {
    renderInPage(<YoutubeFacade videoId="dQw4w9WgXcQ" title="Provkörning" />);
    fireEvent.click(screen.getByRole('button', { name: /Spela upp videon/ }));
    const iframe = screen.getByTitle('Provkörning');
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(iframe).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the player generically without a title', () => {
    renderInPage(<YoutubeFacade videoId="dQw4w9WgXcQ" title={null} />);
    expect(screen.getByRole('button', { name: /Spela upp videon: YouTube-video/ })).toBeInTheDocument();
  });

  it('renders nothing for an invalid id', () => {
    const { container } = renderInPage(<YoutubeFacade videoId="not-an-id" title="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});
