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

  it('falls back to the missing-image text when there is no picture', () => {
    renderWithTheme(<CarImage alt="" missingText="Bild saknas" />);
    expect(screen.getByRole('img', { name: 'Bild saknas' })).toHaveTextContent('Bild saknas');
  });

  it('falls back when the picture fails to load', () => {
    const { container } = renderWithTheme(<CarImage src="/broken.jpg" alt="" missingText="Bild saknas" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Bild saknas' })).toBeInTheDocument();
  });
});
