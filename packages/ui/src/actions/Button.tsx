import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { withoutProps } from '../styleProps';
import { buttonStyles, type ButtonStyleProps } from './buttonStyles';

export type ButtonAsButtonProps = ButtonStyleProps & ComponentPropsWithRef<'button'> & { href?: undefined };
/** With `href` the button is a link (`<a>`) that looks like a button: for navigation, not actions. */
export type ButtonAsLinkProps = ButtonStyleProps & ComponentPropsWithRef<'a'> & { href: string };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

const forward = withoutProps('variant', 'size', 'fullWidth');
const StyledButton = styled('button', { shouldForwardProp: forward })<ButtonStyleProps>(({ theme, ...p }) => buttonStyles(theme, p));
const StyledLink = styled('a', { shouldForwardProp: forward })<ButtonStyleProps>(({ theme, ...p }) => buttonStyles(theme, p));

/** A button in the primary, secondary or ghost look; renders a link when given `href`. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) return <StyledLink {...(props as ButtonAsLinkProps)} />;
  // type="button" by default so a button inside a form never submits it by accident.
  const { type = 'button', ...rest } = props as ButtonAsButtonProps;
  return <StyledButton type={type} {...rest} />;
}
