import type { MouseEvent } from 'react';
import { Button, type ButtonAsButtonProps } from './Button';

export interface ToggleButtonProps extends Omit<ButtonAsButtonProps, 'aria-pressed'> {
  pressed: boolean;
  onPressedChange?: (pressed: boolean) => void;
}

/** A button that is on or off (aria-pressed); filled when pressed, outlined when not, unless `variant` is given. */
export function ToggleButton({ pressed, onPressedChange, onClick, variant, ...rest }: ToggleButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) onPressedChange?.(!pressed);
  };
  return (
    <Button {...rest} variant={variant ?? (pressed ? 'primary' : 'secondary')} aria-pressed={pressed} onClick={handleClick} />
  );
}
