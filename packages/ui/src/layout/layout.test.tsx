import { screen } from '@testing-library/react';
import { cssText } from '../testing/cssText';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Card } from './Card';
import { Grid } from './Grid';
import { Stack } from './Stack';
import { VisuallyHidden } from './VisuallyHidden';

describe('Grid', () => {
  it('has 1 column on mobile and the given columns from tablet, desktop and wide up', () => {
    renderWithTheme(
      <Grid as="ul" columns={{ tablet: 2, desktop: 3, wide: 4 }} data-testid="grid">
        <li>a</li>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid.tagName).toBe('UL');
    expect(grid).not.toHaveAttribute('columns');
    // jsdom does not evaluate media queries, so read the rules emotion wrote for this element.
    const css = cssText();
    const cls = [...grid.classList].find((c) => c.startsWith('css-'))!;
    expect(css).toContain(`.${cls} {display: grid; gap: 16px; grid-template-columns: repeat(1, minmax(0, 1fr));`);
    expect(css).toContain(`@media (min-width: 768px) {.${cls} {grid-template-columns: repeat(2, minmax(0, 1fr));}}`);
    expect(css).toContain(`@media (min-width: 1024px) {.${cls} {grid-template-columns: repeat(3, minmax(0, 1fr));}}`);
    expect(css).toContain(`@media (min-width: 1280px) {.${cls} {grid-template-columns: repeat(4, minmax(0, 1fr));}}`);
  });
});

describe('Stack', () => {
  it('lays out in a row with a gap from the scale and keeps its props off the DOM', () => {
    renderWithTheme(<Stack direction="row" gap="lg" wrap data-testid="stack" />);
    const stack = screen.getByTestId('stack');
    const style = getComputedStyle(stack);
    expect(style.flexDirection).toBe('row');
    expect(style.gap).toBe('24px');
    expect(stack).not.toHaveAttribute('wrap');
    expect(stack).not.toHaveAttribute('direction');
  });
});

describe('Card', () => {
  it('renders as the element asked for', () => {
    renderWithTheme(<Card as="article" variant="filled">Volvo XC60</Card>);
    expect(screen.getByRole('article')).toHaveTextContent('Volvo XC60');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text in the accessibility tree while clipping it', () => {
    renderWithTheme(
      <button>
        ♥<VisuallyHidden>Spara bil</VisuallyHidden>
      </button>,
    );
    const text = screen.getByText('Spara bil');
    expect(screen.getByRole('button', { name: /Spara bil/ })).toBeInTheDocument();
    expect(getComputedStyle(text).position).toBe('absolute');
    expect(getComputedStyle(text).width).toBe('1px');
  });
});
