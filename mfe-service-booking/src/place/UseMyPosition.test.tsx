import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from '@showroom/i18n';
import { ThemeRoot } from '@showroom/ui';
import { UseMyPosition } from './UseMyPosition';

const t = createTranslator('sv');

function withGeolocation(getCurrentPosition: Geolocation['getCurrentPosition'] | undefined) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: getCurrentPosition ? { getCurrentPosition } : undefined });
}

function renderButton() {
  const onPlace = jest.fn();
  render(
    <ThemeRoot theme="dealergroup">
      <UseMyPosition t={t} disabled={false} onPlace={onPlace} />
    </ThemeRoot>,
  );
  return onPlace;
}

describe('UseMyPosition', () => {
  it('chooses the browser position as "Min position"', async () => {
    withGeolocation((success) => success({ coords: { latitude: 57.7, longitude: 11.97 } } as GeolocationPosition));
    const onPlace = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Använd min position' }));
    expect(onPlace).toHaveBeenCalledWith({ name: 'Min position', latitude: 57.7, longitude: 11.97, placeId: 'geolocation', region: '' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['denied', (_: PositionCallback, error?: PositionErrorCallback | null) => error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)],
    ['missing', undefined],
  ])('shows the spec text when geolocation is %s', async (_, getCurrentPosition) => {
    withGeolocation(getCurrentPosition);
    const onPlace = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Använd min position' }));
    expect(screen.getByRole('alert')).toHaveTextContent('För att använda funktionen behöver din webbläsare kunna använda platstjänster.');
    expect(onPlace).not.toHaveBeenCalled();
  });
});
