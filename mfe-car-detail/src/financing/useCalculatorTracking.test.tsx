import { act, render } from '@testing-library/react';
import { getEventBus, resetEventBusForTests } from '@showroom/event-bus';
import { useCalculatorTracking } from './useCalculatorTracking';

function Probe({ months }: { months: number }) {
  useCalculatorTracking({ event: 'calculator', calculator: 'loan', months }, String(months));
  return null;
}

describe('useCalculatorTracking', () => {
  let events: Record<string, unknown>[];
  beforeEach(() => {
    jest.useFakeTimers();
    resetEventBusForTests();
    events = [];
    getEventBus().observe('dataLayer').subscribe((e) => events.push(e));
  });
  afterEach(() => jest.useRealTimers());

  it('sends nothing for the first render, and one event 500 ms after the last change', () => {
    const { rerender } = render(<Probe months={36} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(events).toEqual([]);
    rerender(<Probe months={48} />);
    act(() => jest.advanceTimersByTime(499));
    expect(events).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(events).toEqual([{ event: 'calculator', calculator: 'loan', months: 48 }]);
  });

  it('sends the figures once for a quick run of changes', () => {
    const { rerender } = render(<Probe months={24} />);
    for (const months of [36, 48, 60]) {
      rerender(<Probe months={months} />);
      act(() => jest.advanceTimersByTime(300));
    }
    act(() => jest.advanceTimersByTime(200));
    expect(events).toEqual([{ event: 'calculator', calculator: 'loan', months: 60 }]);
  });
});
