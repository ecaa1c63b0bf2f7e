import type { ComponentPropsWithRef } from 'react';
import { stylesPerLook, useThemeClass } from '../theme/useThemeClass';
import { buttonStyles, type ButtonStyleProps } from './buttonStyles';

export type ButtonAsButtonProps = ButtonStyleProps & ComponentPropsWithRef<'button'> & { href?: undefined };
/** With `href` the button is a link (`<a>`) that looks like a button: for navigation, not actions. */
export type ButtonAsLinkProps = ButtonStyleProps & ComponentPropsWithRef<'a'> & { href: string };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

// A plain element with the look's class in place of a styled one (one fiber, nothing serialised per render), since a
// car list has a button on every card.
const lookStyles = stylesPerLook(
  (look: Required<ButtonStyleProps>) => (theme) => buttonStyles(theme, look),
  ({ variant, size, fullWidth }) => `${variant} ${size} ${fullWidth}`,
);

/** A button in the primary, secondary or ghost look; renders a link when given `href`. */
export function Button(props: ButtonProps) {
  const { variant, size, fullWidth, className, ...rest } = props;
  const lookClass = useThemeClass(lookStyles({ variant: variant ?? 'primary', size: size ?? 'md', fullWidth: fullWidth ?? false }));
  // A caller's class comes after the look's (no caller passes one today).
  const classes = className ? `${lookClass} ${className}` : lookClass;
  if (rest.href !== undefined) return <a {...(rest as Omit<ButtonAsLinkProps, keyof ButtonStyleProps>)} className={classes} />;
  // type="button" by default so a button inside a form never submits it by accident.
  const { type = 'button', ...buttonRest } = rest as Omit<ButtonAsButtonProps, keyof ButtonStyleProps>;
  return <button type={type} {...buttonRest} className={classes} />;
}
