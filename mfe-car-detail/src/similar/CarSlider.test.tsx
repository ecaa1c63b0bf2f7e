import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSite } from '@showroom/sites';
import { ThemeRoot } from '@showroom/ui';
import { installBrowserStubs } from '@showroom/test-kit';
import { volvoXc60 } from '../testing/sampleCars';
import { CarSlider } from './CarSlider';

const cars = Array.from({ length: 6 }, (_, i) => ({ ...volvoXc60, car_id: String(20000 + i), slug: `volvo-${i}` }));
const labels = { previous: 'Föregående bilar', next: 'Nästa bilar' };

function renderSlider(list = cars) {
  return render(
    <ThemeRoot theme="dealergroup">
      <CarSlider title="Liknande bilar" cars={list} site={getSite('dealergroup-se')} language="sv" carDetailBase="/kop-bil" mediaBase="" labels={labels} cardWidth={315} />
    </ThemeRoot>,
  );
}

// jsdom has no layout: the track is 6 cards of 315 px plus 5 gaps of 16 = 1970 px in a 1000 px viewport,
// so it overflows by 970 px and 30 % of that is 291 px.
beforeAll(() => {
  installBrowserStubs();
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 1970 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

const track = () => document.querySelector('[data-slider-end]') as HTMLElement;

describe('CarSlider', () => {
  it('renders nothing without cars', () => {
    const { container } = renderSlider([]);
    expect(container.querySelector('[data-slider]')).toBeNull();
  });

  it('moves between its two ends with the buttons', async () => {
    renderSlider();
    expect(screen.getByRole('heading', { level: 2, name: 'Liknande bilar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Föregående bilar' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Nästa bilar' }));
    expect(track()).toHaveAttribute('data-slider-end', 'end');
    expect(track().style.transform).toBe('translateX(-970px)');
    await userEvent.click(screen.getByRole('button', { name: 'Föregående bilar' }));
    expect(track()).toHaveAttribute('data-slider-end', 'start');
  });

  it('snaps to the far end after a drag of 30 % (291 px), and back after less', () => {
    renderSlider();
    const viewport = track().parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 600, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(viewport, { clientX: 310 }); // 290 px: not enough
    fireEvent.pointerUp(viewport);
    expect(track()).toHaveAttribute('data-slider-end', 'start');
    fireEvent.pointerDown(viewport, { clientX: 600, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(viewport, { clientX: 309 }); // 291 px
    fireEvent.pointerUp(viewport);
    expect(track()).toHaveAttribute('data-slider-end', 'end');
  });
});
