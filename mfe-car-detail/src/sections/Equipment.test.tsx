import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Equipment } from './Equipment';
import { renderSection } from './testing/renderSection';
import { installResizeObserverStub, mockScrollHeight } from './testing/resizeObserverStub';

const ITEMS = ['Backkamera', 'Dragkrok', 'Navigation', 'Stolsvärme', 'Adaptiv farthållare', 'Panoramatak'];

describe('Equipment', () => {
  let restoreHeight: () => void = () => {};
  beforeAll(() => installResizeObserverStub());
  afterEach(() => restoreHeight());

  it('cuts a tall list to 190 px and toggles it with show more / show less', async () => {
    restoreHeight = mockScrollHeight(400);
    renderSection(<Equipment equipment={ITEMS} trimPackage="R-Design" language="sv" id="equipment" />);
    const section = screen.getByRole('region', { name: 'Utrustning' });
    expect(section).toHaveAttribute('id', 'equipment');
    expect(within(section).getByText('Utrustningsnivå: R-Design')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(ITEMS);

    const button = screen.getByRole('button', { name: 'Visa mer: Utrustning' });
    const clip = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(clip).toHaveStyle({ maxHeight: '190px' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Visa mindre: Utrustning');
    expect(clip).not.toHaveStyle({ maxHeight: '190px' });

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(clip).toHaveStyle({ maxHeight: '190px' });
  });

  it('has no toggle when the list fits in 190 px', () => {
    restoreHeight = mockScrollHeight(150);
    renderSection(<Equipment equipment={ITEMS.slice(0, 2)} language="en" />);
    expect(screen.getByRole('region', { name: 'Equipment' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing without equipment, blank items counting as none', () => {
    const { container } = renderSection(<Equipment equipment={['', '  ']} language="sv" />);
    expect(container.querySelector('section')).toBeNull();
  });
});
