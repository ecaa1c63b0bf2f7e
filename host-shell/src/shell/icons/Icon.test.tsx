import { fireEvent, render } from '@testing-library/react';
import { Icon } from './Icon';

describe('Icon', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('draws a known icon from its SVG file as a decorative mask', () => {
    const { container } = render(<Icon name="car" />);
    const glyph = container.firstElementChild as HTMLElement;
    expect(glyph).toHaveAttribute('aria-hidden', 'true');
    expect(glyph).not.toHaveAttribute('role');
    expect(glyph.style.getPropertyValue('--icon-url')).toBe('url("/static/icons/car.svg")');
    expect(glyph.style.getPropertyValue('--icon-size')).toBe('24px');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(error).not.toHaveBeenCalled();
  });

  it('is a labelled image when given a title', () => {
    const { getByRole } = render(<Icon name="warning-alert" title="Varning" size={16} />);
    const glyph = getByRole('img', { name: 'Varning' });
    expect(glyph).not.toHaveAttribute('aria-hidden');
    expect(glyph.style.getPropertyValue('--icon-size')).toBe('16px');
  });

  it("logs 'Icon not found' and renders nothing for a name outside the set", () => {
    const { container } = render(<Icon name="tiktok" />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith('Icon not found', 'tiktok');
  });

  it('logs and renders nothing when the file fails to load', () => {
    const { container } = render(<Icon name="fuel" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith('Icon failed to load', 'fuel');
  });
});
