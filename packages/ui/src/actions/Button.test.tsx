import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Button } from './Button';

describe('Button', () => {
  it('is a button of type "button" that handles clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Visa fler</Button>);
    const button = screen.getByRole('button', { name: 'Visa fler' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit submit type and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<Button type="submit" ref={ref}>Skicka</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Skicka' }));
    expect(ref.current).toHaveAttribute('type', 'submit');
  });

  it('renders a link with href', () => {
    renderWithTheme(<Button href="/kop-bil" variant="secondary">Alla bilar</Button>);
    expect(screen.getByRole('link', { name: 'Alla bilar' })).toHaveAttribute('href', '/kop-bil');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps style props off the DOM', () => {
    renderWithTheme(<Button variant="ghost" size="sm" fullWidth>Stäng</Button>);
    const button = screen.getByRole('button', { name: 'Stäng' });
    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('fullwidth');
  });

  it('gives the primary look the theme colours and a 44px minimum height', () => {
    renderWithTheme(<Button>Boka</Button>, 'bmw');
    const style = getComputedStyle(screen.getByRole('button', { name: 'Boka' }));
    expect(style.backgroundColor).toBe('rgb(28, 105, 212)'); // #1c69d4
    expect(style.color).toBe('rgb(255, 255, 255)');
    expect(style.minHeight).toBe('44px');
  });

  it('does not fire when disabled', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button disabled onClick={onClick}>Skicka</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
