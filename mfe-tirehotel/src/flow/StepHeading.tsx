import styled from '@emotion/styled';

/**
 * A state's heading (h2). Focus moves here when the flow enters the state (TireHotel's FocusOnEnter), so it takes
 * focus from script only (tabIndex -1) and shows it.
 */
export const StepHeading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.xl,
  marginTop: 0,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));
