import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PageProvider } from '../page/PageContext';
import { samplePageContext } from '../testing/renderInPage';
import { useDropdownMenu } from './useDropdownMenu';

function setup() {
  const root = { current: document.createElement('div') };
  document.body.append(root.current);
  const wrapper = ({ children }: { children: ReactNode }) => <PageProvider value={samplePageContext()}>{children}</PageProvider>;
  return { root: root.current, ...renderHook(() => useDropdownMenu(root), { wrapper }) };
}

describe('useDropdownMenu', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes an item with children 200 ms after the pointer leaves', () => {
    const { result } = setup();
    act(() => result.current.pointerEnter('a'));
    act(() => result.current.pointerLeave('a', true));
    act(() => jest.advanceTimersByTime(199));
    expect(result.current.openId).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.openId).toBeNull();
  });

  it('ends the hover of an item without children 600 ms after the pointer leaves', () => {
    const { result } = setup();
    act(() => result.current.pointerEnter('leaf'));
    act(() => result.current.pointerLeave('leaf', false));
    act(() => jest.advanceTimersByTime(599));
    expect(result.current.openId).toBe('leaf');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.openId).toBeNull();
  });

  it('stays open when the pointer comes back before the delay ends', () => {
    const { result } = setup();
    act(() => result.current.pointerEnter('a'));
    act(() => result.current.pointerLeave('a', true));
    act(() => jest.advanceTimersByTime(150));
    act(() => result.current.pointerEnter('a'));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.openId).toBe('a');
  });

  it('keeps a hover-opened dropdown open on click, and closes it on a second click', () => {
    const { result } = setup();
    act(() => result.current.pointerEnter('a'));
    act(() => result.current.toggle('a'));
    expect(result.current.openId).toBe('a');
    act(() => result.current.toggle('a'));
    expect(result.current.openId).toBeNull();
  });

  it('closes on a pointer down outside the root but not inside it', () => {
    const { result, root } = setup();
    act(() => result.current.open('a', 'keyboard'));
    const inside = document.createElement('button');
    root.append(inside);
    act(() => inside.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(result.current.openId).toBe('a');
    act(() => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(result.current.openId).toBeNull();
  });

  it('closes on popstate', () => {
    const { result } = setup();
    act(() => result.current.open('a', 'click'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current.openId).toBeNull();
  });
});
