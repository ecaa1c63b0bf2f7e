import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { ErrorText } from './ErrorText';

describe('ErrorText', () => {
  it('is an alert in the danger colour', () => {
    renderWithTheme(<ErrorText>Något gick fel</ErrorText>, 'carstore');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Något gick fel');
    expect(getComputedStyle(alert).color).toBe('rgb(179, 38, 30)'); // #b3261e
  });
  it('renders nothing without content', () => {
    const { container } = renderWithTheme(<ErrorText>{undefined}</ErrorText>);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
