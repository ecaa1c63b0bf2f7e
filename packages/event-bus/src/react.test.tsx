import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { useBusState } from './react';
import { getEventBus, resetEventBusForTests } from './singleton';

afterEach(() => resetEventBusForTests());

function CompareCount({ label }: { label: string }) {
  const list = useBusState('compare', []);
  return (
    <p>
      {label}: {list.length}
    </p>
  );
}

describe('useBusState', () => {
  it('follows the topic and subscribes once however often the component renders', () => {
    const bus = getEventBus();
    const observe = jest.spyOn(bus, 'observe');
    let rerender: (label: string) => void = () => undefined;
    function Parent() {
      const [label, setLabel] = useState('a');
      rerender = setLabel;
      return <CompareCount label={label} />;
    }
    const view = render(<Parent />);
    for (const label of ['b', 'c', 'd']) act(() => rerender(label));
    expect(view.container.textContent).toBe('d: 0');
    // 4 renders; one subscription (React may check the store once more on mount, never per render).
    expect(observe.mock.calls.filter(([topic]) => topic === 'compare').length).toBe(1);
    act(() => bus.set('compare', [{ car_id: '1000123', slug: 'volvo-xc60-b4', title: 'Volvo XC60 B4', price_text: '349 900 kr' }]));
    expect(view.container.textContent).toBe('d: 1');
  });
});
