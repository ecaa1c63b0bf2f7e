import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { RangeSlider, type RangeSide } from './RangeSlider';

// Span 50 000..900 000 in steps of 10 000, as the price facet of the car search has it.
const SPAN = { min: 50000, max: 900000 };

/** The slider with its bounds kept in state, as a facet keeps them; `released` records each release with the bounds then. */
function setup(start: { min: number; max: number } = SPAN) {
  const released = jest.fn();
  function Harness() {
    const [bounds, setBounds] = useState(start);
    return (
      <RangeSlider
        span={SPAN}
        low={bounds.min}
        high={bounds.max}
        step={10000}
        lowLabel="Price, Min"
        highLabel="Price, Max"
        format={(n) => n.toLocaleString('en-GB')}
        onSlide={(side: RangeSide, value) => setBounds((b) => ({ ...b, [side]: value }))}
        onRelease={() => released({ ...boundsNow() })}
      />
    );
  }
  renderWithTheme(<Harness />);
  const low = screen.getByRole('slider', { name: 'Price, Min' }) as HTMLInputElement;
  const high = screen.getByRole('slider', { name: 'Price, Max' }) as HTMLInputElement;
  const boundsNow = () => ({ min: Number(low.value), max: Number(high.value) });
  return { low, high, released };
}

describe('RangeSlider', () => {
  it('has two labelled native range thumbs over the span, showing formatted values', () => {
    const { low, high } = setup({ min: 100000, max: 900000 });
    expect(low).toHaveAttribute('type', 'range');
    expect(low).toHaveAttribute('min', '50000');
    expect(low).toHaveAttribute('max', '900000');
    expect(low).toHaveAttribute('aria-valuetext', '100,000');
    expect(high).toHaveAttribute('aria-valuetext', '900,000');
  });

  it('moves one step per arrow and releases on key up, not while the key is down', async () => {
    const { low, released } = setup();
    // One user for both calls, so the second knows the key is still down.
    const user = userEvent.setup();
    act(() => low.focus());
    await user.keyboard('{ArrowRight>}');
    expect(low).toHaveAttribute('aria-valuetext', '60,000');
    expect(released).not.toHaveBeenCalled();
    await user.keyboard('{/ArrowRight}');
    expect(released).toHaveBeenCalledWith({ min: 60000, max: 900000 });
  });

  it('moves ten steps with PageUp/PageDown and to the reachable ends with Home/End', async () => {
    const { low, high, released } = setup();
    act(() => low.focus());
    await userEvent.keyboard('{PageUp}');
    expect(released).toHaveBeenLastCalledWith({ min: 100000, max: 900000 });
    act(() => high.focus());
    await userEvent.keyboard('{PageDown}');
    expect(released).toHaveBeenLastCalledWith({ min: 100000, max: 800000 });
    // the upper thumb stops at the lower one
    await userEvent.keyboard('{Home}');
    expect(released).toHaveBeenLastCalledWith({ min: 100000, max: 100000 });
    await userEvent.keyboard('{End}');
    expect(released).toHaveBeenLastCalledWith({ min: 100000, max: 900000 });
  });

  it('leaves other keys alone', async () => {
    const { low, released } = setup();
    act(() => low.focus());
    await userEvent.keyboard('a');
    expect(low).toHaveAttribute('aria-valuetext', '50,000');
    expect(released).not.toHaveBeenCalled();
  });

  it('shows a drag at once, rounded to the step in the direction moved, and releases on pointer up', () => {
    const { low, released } = setup();
    fireEvent.input(low, { target: { value: '123456' } });
    expect(low).toHaveAttribute('aria-valuetext', '130,000');
    expect(released).not.toHaveBeenCalled();
    fireEvent.pointerUp(low);
    expect(released).toHaveBeenCalledWith({ min: 130000, max: 900000 });
  });

  it('takes and releases a committed change without key or pointer events (assistive technology)', () => {
    const { high, released } = setup();
    fireEvent.change(high, { target: { value: '700000' } });
    expect(released).toHaveBeenCalledWith({ min: 50000, max: 700000 });
  });

  it('does not let the lower thumb pass the upper', () => {
    const { low, released } = setup({ min: 50000, max: 300000 });
    fireEvent.input(low, { target: { value: '600000' } });
    fireEvent.pointerUp(low);
    expect(released).toHaveBeenCalledWith({ min: 300000, max: 300000 });
  });

  it('puts the thumb that can still move on top where both meet at the upper end', () => {
    const { low, high } = setup({ min: 900000, max: 900000 });
    expect(low.style.zIndex).toBe('2');
    expect(high.style.zIndex).toBe('1');
  });

  it('gives each thumb a 44px target', () => {
    const { low } = setup();
    expect(getComputedStyle(low).height).toBe('44px');
  });
});
