import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Description } from './Description';
import { renderSection } from './testing/renderSection';
import { installResizeObserverStub, liveObserverCount, mockScrollHeight, triggerResize } from './testing/resizeObserverStub';

const LONG = 'Välskött bil med full servicehistorik.\nEn ägare.\n\nVinterhjul ingår.';

describe('Description', () => {
  let restoreHeight: () => void = () => {};
  beforeAll(() => installResizeObserverStub());
  afterEach(() => restoreHeight());

  it('is collapsed to 300 px with "Visa mer" when the text is taller, and expands and collapses again', async () => {
    restoreHeight = mockScrollHeight(500);
    renderSection(<Description description={LONG} language="sv" id="description" />);
    const section = screen.getByRole('region', { name: 'Beskrivning' });
    expect(section).toHaveAttribute('id', 'description');

    const button = screen.getByRole('button', { name: 'Visa mer: Beskrivning' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const clip = document.getElementById(button.getAttribute('aria-controls')!)!;
    // Two paragraphs at the blank line, a line break within the first.
    expect([...clip.querySelectorAll('p')].map((p) => p.innerHTML)).toEqual(['Välskött bil med full servicehistorik.<br>En ägare.', 'Vinterhjul ingår.']);
    expect(clip).toHaveAttribute('data-collapsed', 'true');
    expect(clip).toHaveStyle({ maxHeight: '300px', overflow: 'hidden' });

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Visa mindre: Beskrivning');
    expect(clip).toHaveAttribute('data-collapsed', 'false');
    expect(clip).not.toHaveStyle({ maxHeight: '300px' });

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(clip).toHaveAttribute('data-collapsed', 'true');
  });

  it('has no toggle and no cut when the text fits', () => {
    restoreHeight = mockScrollHeight(120);
    const { container } = renderSection(<Description description="Kort text." language="sv" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-collapsed]')).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByText('Kort text.')).toBeVisible();
  });

  it('drops the toggle when the text comes to fit after a resize, and disconnects its observer on unmount', () => {
    restoreHeight = mockScrollHeight(500);
    const { unmount } = renderSection(<Description description={LONG} language="sv" />);
    expect(screen.getByRole('button', { name: /Visa mer/ })).toBeInTheDocument();
    restoreHeight = mockScrollHeight(280);
    act(() => triggerResize());
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    expect(liveObserverCount()).toBe(0);
  });

  it('renders upstream HTML through the allow-list: lists kept, script and links gone', () => {
    restoreHeight = mockScrollHeight(100);
    const { container } = renderSection(
      <Description description={'<p>Bra skick</p><ul><li>Drag</li></ul><script>window.hacked = 1</script><a href="javascript:alert(1)">Klicka</a>'} language="sv" />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Drag');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('Klicka')).toBeInTheDocument();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('renders nothing for a car without a description', () => {
    const { container } = renderSection(<Description description="  " language="sv" />);
    expect(container.querySelector('section')).toBeNull();
  });

  it('speaks the language of the page', () => {
    restoreHeight = mockScrollHeight(500);
    renderSection(<Description description={LONG} language="fi" />);
    expect(screen.getByRole('region', { name: 'Kuvaus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Näytä lisää: Kuvaus' })).toBeInTheDocument();
  });
});
