import { screen } from '@testing-library/react';
import { Button } from '../actions/Button';
import { renderWithTheme } from '../testing/renderWithTheme';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by its label, with the graphic hidden', () => {
    renderWithTheme(<Spinner label="Laddar…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Laddar…');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes its size', () => {
    const { container } = renderWithTheme(<Skeleton width={120} height="2rem" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(block).width).toBe('120px');
    expect(getComputedStyle(block).height).toBe('2rem');
    expect(block).not.toHaveAttribute('width');
  });
});

describe('EmptyState', () => {
  it('shows title, text and action as a status with a heading at the given level', () => {
    renderWithTheme(
      <EmptyState
        title="Inga träffar"
        text="Prova att ändra din sökning."
        action={<Button variant="secondary">Rensa filter</Button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Inga träffarProva att ändra din sökning.Rensa filter');
    expect(screen.getByRole('heading', { level: 3, name: 'Inga träffar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rensa filter' })).toBeInTheDocument();
  });
});
