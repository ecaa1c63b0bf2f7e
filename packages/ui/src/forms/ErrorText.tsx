import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

const Text = styled.p(({ theme }) => ({
  margin: `${theme.space.xxs} 0 0`,
  color: theme.colors.danger,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
}));

/** An error message that screen readers announce as it appears (role=alert); renders nothing when empty. */
export function ErrorText({ children, ...rest }: ComponentPropsWithRef<'p'>) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Text role="alert" {...rest}>
      {children}
    </Text>
  );
}
