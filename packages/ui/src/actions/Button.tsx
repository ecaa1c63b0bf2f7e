import type { ComponentPropsWithRef } from 'react';
import { useThemeClass, type ThemedStyles } from '../theme/useThemeClass';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles';

export type ButtonAsButtonProps = ButtonStyleProps & ComponentPropsWithRef<'button'> & { href?: undefined };
/** With `href` the button is a link (`<a>`) that looks like a button: for navigation, not actions. */
export type ButtonAsLinkProps = ButtonStyleProps & ComponentPropsWithRef<'a'> & { href: string };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

// One styles function per look, kept, as useThemeClass caches by the function: a plain element with the look's class
// in place of a styled one (one fiber, nothing serialised per render), since a car list has a button on every card.
const looks = new Map<string, ThemedStyles>();
function look(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', fullWidth = false): ThemedStyles {
  const key = `${variant} ${size} ${fullWidth}`;
  let styles = looks.get(key);
  if (!styles) looks.set(key, (styles = (theme) => buttonStyles(theme, { variant, size, fullWidth })));
  return styles;
}

/** A button in the primary, secondary or ghost look; renders a link when given `href`. */
export function Button(props: ButtonProps) {
  const { variant, size, fullWidth, className, ...rest } = props;
  const lookClass = useThemeClass(look(variant, size, fullWidth));
  // A caller's class comes after the look's (no caller passes one today).
  const classes = className ? `${lookClass} ${className}` : lookClass;
  if (rest.href !== undefined) return <a {...(rest as Omit<ButtonAsLinkProps, keyof ButtonStyleProps>)} className={classes} />;
  // type="button" by default so a button inside a form never submits it by accident.
  const { type = 'button', ...buttonRest } = rest as Omit<ButtonAsButtonProps, keyof ButtonStyleProps>;
  return <button type={type} {...buttonRest} className={classes} />;
}
