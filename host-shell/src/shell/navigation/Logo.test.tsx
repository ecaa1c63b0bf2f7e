import { screen } from '@testing-library/react';
import { renderInPage } from '../testing/renderInPage';
import { cssOf } from '../../stories/testing/cssOf';
import { Logo } from './Logo';

describe('Logo', () => {
  it('uses 150 x 55 without settings and shrinks to 90% under 640 px', () => {
    renderInPage(<Logo src="/-/media/logo/Dealergroup/1.svg" />);
    const image = screen.getByRole('img', { name: 'Dealergroup' });
    const css = cssOf(image);
    expect(css).toMatch(/width: 150px/);
    expect(css).toMatch(/height: 55px/);
    // 90% of 150 x 55 is 135 x 49.5, below 640 px (max-width 639.98px).
    expect(css).toMatch(/@media \(max-width: 639\.98px\)[^}]*\{[^}]*width: 135px; height: 49\.5px/);
  });

  it('keeps given sizes and scales them the same way', () => {
    renderInPage(<Logo src="/-/media/logo/x/1.svg" width={200} height={60} />);
    // 200 x 60 at 90% is 180 x 54.
    expect(cssOf(screen.getByRole('img'))).toMatch(/width: 180px; height: 54px/);
  });
});
