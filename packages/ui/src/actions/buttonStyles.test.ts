import { themes } from '../theme/themes';
import { buttonStyles } from './buttonStyles';

describe('buttonStyles', () => {
  // A list renders a button per card; the look is made once per theme and look (issue 14).
  it('gives the same styles for the same theme and look, and other styles for another look or theme', () => {
    const ghost = buttonStyles(themes.dealergroup, { variant: 'ghost' });
    expect(buttonStyles(themes.dealergroup, { variant: 'ghost', size: 'md', fullWidth: false })).toBe(ghost);
    expect(buttonStyles(themes.dealergroup, { variant: 'primary' })).not.toBe(ghost);
    expect(buttonStyles(themes.dealergroup, { variant: 'ghost', size: 'sm' })).not.toBe(ghost);
    expect(buttonStyles(themes.bmw, { variant: 'ghost' }).styles).toContain(themes.bmw.colors.primary);
    expect(ghost.styles).toContain(themes.dealergroup.colors.primary);
  });
});
