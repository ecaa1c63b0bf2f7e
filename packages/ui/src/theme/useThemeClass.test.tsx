import styled from '@emotion/styled';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeRoot } from '../global/ThemeRoot';
import { themes } from './themes';
import { css, stylesPerLook, useThemeClass, type ThemedStyles } from './useThemeClass';

let made = 0;
const boxStyles: ThemedStyles = (theme) => {
  made += 1;
  return css({ color: theme.colors.primary, '& > em': { fontWeight: 700 } });
};

function Box({ label }: { label: string }) {
  return (
    <p className={useThemeClass(boxStyles)} data-testid={label}>
      {label} <em>{label}</em>
    </p>
  );
}

function Rerendering() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {count}
      </button>
      <Box label="a" />
      <Box label="b" />
    </>
  );
}

beforeEach(() => {
  made = 0;
});

describe('useThemeClass', () => {
  it('makes the styles once per theme, however many elements and renders use them', () => {
    const { rerender } = render(
      <ThemeRoot theme="bmw">
        <Rerendering />
      </ThemeRoot>,
    );
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    // Rendered three times.
    expect(screen.getByRole('button')).toHaveTextContent('2');
    expect(made).toBe(1);
    rerender(
      <ThemeRoot theme="mini">
        <Rerendering />
      </ThemeRoot>,
    );
    // A second theme: once more, and no more on its re-renders.
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('3');
    expect(made).toBe(2);
  });

  it("puts the theme's rule in the page, nested parts included", () => {
    render(
      <ThemeRoot theme="bmw">
        <Box label="c" />
      </ThemeRoot>,
    );
    const box = screen.getByTestId('c');
    // bmw's primary colour, #1c69d4 (the theme file), as the browser reports it.
    expect(getComputedStyle(box).color).toBe('rgb(28, 105, 212)');
    expect(getComputedStyle(box.querySelector('em')!).fontWeight).toBe('700');
  });

  it('gives each theme its own class', () => {
    render(
      <>
        <ThemeRoot theme="bmw">
          <Box label="d" />
        </ThemeRoot>
        <ThemeRoot theme="dealergroup">
          <Box label="e" />
        </ThemeRoot>
      </>,
    );
    expect(screen.getByTestId('d').className).not.toBe(screen.getByTestId('e').className);
    expect(themes.bmw.colors.primary).not.toBe(themes.dealergroup.colors.primary);
  });

  it("is merged into a styled element given it, after the element's own styles, as emotion merges its classes", () => {
    const Base = styled.div({ color: 'rgb(1, 2, 3)', textAlign: 'left' });
    function Composed() {
      return (
        <Base className={useThemeClass(boxStyles)} data-testid="f">
          f
        </Base>
      );
    }
    render(
      <ThemeRoot theme="bmw">
        <Composed />
      </ThemeRoot>,
    );
    const element = screen.getByTestId('f');
    // The given class's colour wins over the element's own; the element's other rule stays.
    expect(getComputedStyle(element).color).toBe('rgb(28, 105, 212)');
    expect(getComputedStyle(element).textAlign).toBe('left');
  });
});

describe('stylesPerLook', () => {
  it('gives the same styles function for the same look, made once, so useThemeClass finds it in its cache', () => {
    const make = jest.fn((size: string): ThemedStyles => () => css({ fontSize: size }));
    const sized = stylesPerLook(make);
    expect(sized('12px')).toBe(sized('12px'));
    expect(sized('14px')).not.toBe(sized('12px'));
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keys a look that is an object by keyOf, not by its identity', () => {
    const make = jest.fn((look: { bold: boolean }): ThemedStyles => () => css({ fontWeight: look.bold ? 700 : 400 }));
    const weighted = stylesPerLook(make, (look) => look.bold);
    expect(weighted({ bold: true })).toBe(weighted({ bold: true }));
    expect(weighted({ bold: false })).not.toBe(weighted({ bold: true }));
    expect(make).toHaveBeenCalledTimes(2);
  });
});
