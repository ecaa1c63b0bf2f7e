import type { Facet } from '@showroom/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from '@showroom/i18n';
import { panelProps, renderPanel } from './testing';

// Span 50 000..900 000; the slider step is 10 000 (850 000 / 100 = 8 500, next round step up).
const price: Facet = { name: 'car_price', type: 'histogram', min: 50000, max: 900000, count: 40 };
const labels = { car_price: 'Price' };

function setup(ranges: Record<string, { min?: number; max?: number }> = {}) {
  const props = panelProps([price], { labels, ranges });
  const view = renderPanel(props);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return {
    ...view,
    user,
    onSetRange: props.onSetRange as jest.Mock,
    min: screen.getByRole('textbox', { name: 'Price, Min' }) as HTMLInputElement,
    max: screen.getByRole('textbox', { name: 'Price, Max' }) as HTMLInputElement,
    lowThumb: screen.getByRole('slider', { name: 'Price, Min' }) as HTMLInputElement,
    highThumb: screen.getByRole('slider', { name: 'Price, Max' }) as HTMLInputElement,
  };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('range facet inputs', () => {
  it('are numeric text inputs showing the span as placeholders in the site format', () => {
    const { min, max } = setup();
    expect(min).toHaveAttribute('inputmode', 'numeric');
    expect(min).toHaveAttribute('placeholder', '50,000');
    expect(max).toHaveAttribute('placeholder', '900,000');
    expect(min).toHaveValue('');
  });

  it('applies a typed bound 1500 ms after the last keystroke, not at 1499 ms', async () => {
    const { user, min, onSetRange } = setup();
    await user.type(min, '200000');
    await advance(1499);
    expect(onSetRange).not.toHaveBeenCalled();
    await advance(1);
    expect(onSetRange).toHaveBeenCalledTimes(1);
    expect(onSetRange).toHaveBeenCalledWith('car_price', { min: 200000 });
    expect(min).toHaveValue('200,000');
  });

  it('restarts the wait on every keystroke', async () => {
    const { user, max, onSetRange } = setup();
    await user.type(max, '30');
    await advance(1000);
    await user.type(max, '0000');
    // 1000 ms after the first keys, but only 1499 after the last
    await advance(1499);
    expect(onSetRange).not.toHaveBeenCalled();
    await advance(1);
    expect(onSetRange).toHaveBeenCalledWith('car_price', { max: 300000 });
  });

  it('applies at once on Enter and on blur, and only once', async () => {
    const { user, min, max, onSetRange } = setup();
    await user.type(min, '120000{Enter}');
    expect(onSetRange).toHaveBeenCalledWith('car_price', { min: 120000 });
    await user.type(max, '400000');
    await user.tab();
    expect(onSetRange).toHaveBeenLastCalledWith('car_price', { min: 120000, max: 400000 });
    await advance(5000);
    expect(onSetRange).toHaveBeenCalledTimes(2);
  });

  it('strips spaces and the group separator', async () => {
    const { user, min, onSetRange } = setup();
    await user.type(min, '1 50,000{Enter}');
    expect(onSetRange).toHaveBeenCalledWith('car_price', { min: 150000 });
  });

  it('clamps to the span: an upper bound above 900 000 becomes 900 000 (the edge, so that side opens)', async () => {
    const { user, max, onSetRange } = setup({ car_price: { min: 100000, max: 300000 } });
    expect(max).toHaveValue('300,000');
    await user.clear(max);
    await user.type(max, '5000000{Enter}');
    expect(max).toHaveValue('900,000');
    expect(onSetRange).toHaveBeenCalledWith('car_price', { min: 100000 });
  });

  it('clamps a lower bound below 50 000 up to 50 000', async () => {
    const { user, min, onSetRange } = setup({ car_price: { min: 100000, max: 300000 } });
    await user.clear(min);
    await user.type(min, '10{Enter}');
    expect(min).toHaveValue('50,000');
    expect(onSetRange).toHaveBeenCalledWith('car_price', { max: 300000 });
  });

  it('keeps lower <= upper: a lower bound above the upper moves the upper up to it', async () => {
    const { user, min, max, onSetRange } = setup({ car_price: { min: 100000, max: 300000 } });
    await user.clear(min);
    await user.type(min, '400000{Enter}');
    expect(onSetRange).toHaveBeenCalledWith('car_price', { min: 400000, max: 400000 });
    expect(max).toHaveValue('400,000');
  });

  it('keeps lower <= upper: an upper bound under the lower moves the lower down to it', async () => {
    const { user, min, max, onSetRange } = setup({ car_price: { min: 100000, max: 300000 } });
    await user.clear(max);
    await user.type(max, '80000{Enter}');
    expect(onSetRange).toHaveBeenCalledWith('car_price', { min: 80000, max: 80000 });
    expect(min).toHaveValue('80,000');
  });

  it('removes the filter (null) when the range becomes the full span', async () => {
    const { user, min, onSetRange } = setup({ car_price: { min: 100000 } });
    await user.clear(min);
    await user.type(min, '50000{Enter}');
    expect(onSetRange).toHaveBeenCalledWith('car_price', null);
  });

  it('removes the filter when both inputs are emptied', async () => {
    const { user, min, onSetRange } = setup({ car_price: { min: 100000 } });
    await user.clear(min);
    await advance(1500);
    expect(onSetRange).toHaveBeenCalledWith('car_price', null);
  });

  it('puts back the previous value for text that is no whole number, and applies nothing', async () => {
    const { user, min, onSetRange } = setup({ car_price: { min: 100000 } });
    await user.clear(min);
    await user.type(min, '12.5k{Enter}');
    expect(min).toHaveValue('100,000');
    expect(onSetRange).not.toHaveBeenCalled();
  });

  it('shows a new filter from the list', () => {
    const { min, rerender } = setup();
    rerender({ ranges: { car_price: { min: 250000 } } });
    expect(min).toHaveValue('250,000');
  });

  it('reads and shows Swedish number format', async () => {
    const props = panelProps([price], { labels: { car_price: 'Pris' }, t: createTranslator('sv'), intl: 'sv-SE' });
    renderPanel(props);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const min = screen.getByRole('textbox', { name: 'Pris, Lägst' });
    await user.type(min, '250 000');
    await advance(1500);
    expect(props.onSetRange).toHaveBeenCalledWith('car_price', { min: 250000 });
    // sv-SE groups with a no-break space
    expect(min).toHaveValue('250\u00a0000');
  });
});

describe('range facet slider', () => {
  it('has two labelled thumbs showing formatted values', () => {
    const { lowThumb, highThumb } = setup({ car_price: { min: 100000 } });
    expect(lowThumb).toHaveAttribute('type', 'range');
    expect(lowThumb).toHaveAttribute('aria-valuetext', '100,000');
    expect(highThumb).toHaveAttribute('aria-valuetext', '900,000');
  });

  it('moves by keyboard one step per arrow and applies on key up, not while the key is down', async () => {
    const { user, lowThumb, min, onSetRange } = setup();
    act(() => lowThumb.focus());
    await user.keyboard('{ArrowRight>}');
    // 50 000 + one step of 10 000
    expect(lowThumb).toHaveAttribute('aria-valuetext', '60,000');
    expect(min).toHaveValue('60,000');
    expect(onSetRange).not.toHaveBeenCalled();
    await user.keyboard('{/ArrowRight}');
    expect(onSetRange).toHaveBeenCalledWith('car_price', { min: 60000 });
  });

  it('moves ten steps with PageUp/PageDown and to the ends with Home/End', async () => {
    const { user, lowThumb, highThumb, onSetRange } = setup();
    act(() => lowThumb.focus());
    await user.keyboard('{PageUp}');
    // 50 000 -> next multiple of 100 000
    expect(onSetRange).toHaveBeenLastCalledWith('car_price', { min: 100000 });
    act(() => highThumb.focus());
    await user.keyboard('{PageDown}');
    // 900 000 -> 800 000
    expect(onSetRange).toHaveBeenLastCalledWith('car_price', { min: 100000, max: 800000 });
    await user.keyboard('{Home}');
    // the upper thumb stops at the lower one
    expect(onSetRange).toHaveBeenLastCalledWith('car_price', { min: 100000, max: 100000 });
    await user.keyboard('{End}');
    expect(onSetRange).toHaveBeenLastCalledWith('car_price', { min: 100000 });
    act(() => lowThumb.focus());
    await user.keyboard('{Home}');
    // back to the full span: the filter is removed
    expect(onSetRange).toHaveBeenLastCalledWith('car_price', null);
  });

  it('leaves other keys alone', async () => {
    const { user, lowThumb, onSetRange } = setup();
    act(() => lowThumb.focus());
    await user.keyboard('a');
    expect(onSetRange).not.toHaveBeenCalled();
  });

  it('applies a drag on pointer up, rounding to the step in the direction moved', () => {
    const { lowThumb, onSetRange } = setup();
    fireEvent.input(lowThumb, { target: { value: '123456' } });
    expect(onSetRange).not.toHaveBeenCalled();
    expect(lowThumb).toHaveAttribute('aria-valuetext', '130,000');
    fireEvent.pointerUp(lowThumb);
    expect(onSetRange).toHaveBeenCalledWith('car_price', { min: 130000 });
  });

  it('applies a committed change without key or pointer events (assistive technology)', () => {
    const { highThumb, onSetRange } = setup();
    fireEvent.change(highThumb, { target: { value: '700000' } });
    expect(onSetRange).toHaveBeenCalledWith('car_price', { max: 700000 });
  });

  it('does not let the lower thumb pass the upper', () => {
    const { lowThumb, onSetRange } = setup({ car_price: { max: 300000 } });
    fireEvent.input(lowThumb, { target: { value: '600000' } });
    fireEvent.pointerUp(lowThumb);
    expect(onSetRange).toHaveBeenCalledWith('car_price', { min: 300000, max: 300000 });
  });
});

describe('range facet data', () => {
  it('is left out when the facet has no usable span', () => {
    renderPanel(panelProps([{ name: 'car_power', type: 'histogram', min: 150, max: 150, count: 1 }]));
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button', { name: /power/i })).toBeNull();
  });
});
