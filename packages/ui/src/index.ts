/// <reference path="./emotion.d.ts" />
export type { ShowroomTheme, ThemeColors, ThemeFonts, SpaceToken, ThemeName } from './theme/types';
export { themes, themeFor } from './theme/themes';
export { css, stylesPerLook, useThemeClass, type ThemedStyles } from './theme/useThemeClass';
export { contrastRatio, relativeLuminance, parseHex } from './theme/contrast';
export { breakpoints, mq, mqUp, mqDown, type Breakpoint } from './breakpoints';
export { GlobalStyles, type GlobalScope, type GlobalStylesProps } from './global/GlobalStyles';
export { ResolvedThemeRoot, ThemeRoot, type ThemeRootProps } from './global/ThemeRoot';
export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonAsLinkProps } from './actions/Button';
export { buttonStyles, type ButtonVariant, type ButtonSize, type ButtonStyleProps } from './actions/buttonStyles';
export { ToggleButton, type ToggleButtonProps } from './actions/ToggleButton';
/** A borderless 44px button holding an icon, named by its label. */
export { IconButton, type IconButtonProps } from './actions/IconButton';
export { TextField, type TextFieldProps } from './forms/TextField';
export { EmailField, PhoneField } from './forms/ContactFields';
export { Radio, type RadioProps } from './forms/Radio';
export { RadioGroup, type RadioGroupProps } from './forms/RadioGroup';
export { ErrorText } from './forms/ErrorText';
export { TextArea, type TextAreaProps } from './forms/TextArea';
export { Select, type SelectProps } from './forms/Select';
export { Checkbox, type CheckboxProps } from './forms/Checkbox';
export { controlStyles } from './forms/controlStyles';
/** A two-thumb range slider over native range inputs: moves show at once, apply on release. */
export { RangeSlider, type RangeSliderProps, type RangeSide } from './forms/RangeSlider';
/** A round slider step (1, 2 or 5 times a power of ten) giving about 100 steps over a span. */
export { sliderStep, type SliderSpan } from './forms/sliderSteps';
export { Spinner, type SpinnerProps } from './feedback/Spinner';
export { Skeleton, type SkeletonProps } from './feedback/Skeleton';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { Badge, type BadgeProps, type BadgeVariant } from './content/Badge';
export { PageHeading, type PageHeadingProps } from './content/PageHeading';
export { mailtoHref, telHref } from './content/contactLinks';
export { BackLink, cameFromThisSite } from './navigation/BackLink';
export { Card, type CardProps } from './layout/Card';
export { Grid, type GridProps, type GridColumns } from './layout/Grid';
export { Stack, type StackProps } from './layout/Stack';
export { VisuallyHidden, visuallyHidden, type VisuallyHiddenProps } from './layout/VisuallyHidden';
export { blurBackground, MAX_BLUR_LENGTH } from './media/blurBackground';
export { focusablesIn, wrapFocus } from './a11y/focus';
export { useDialogFocus } from './a11y/useDialogFocus';
export { loadWhenNear, NEAR_VIEWPORT_MARGIN } from './lazy/loadWhenNear';
export { lazyPart, PartLoadError, type LazyPartProps, type PartFailureTexts } from './lazy/lazyPart';
export { partFailureTexts } from './lazy/partFailureTexts';
export { PartErrorBoundary, type PartErrorBoundaryProps, type RetryPart } from './lazy/PartErrorBoundary';
export { PartFailure } from './lazy/PartFailure';
export { HydrateWhenNear, type HydrateWhenNearProps } from './lazy/HydrateWhenNear';
/** Runs a callback in a task after the next painted frame; returns its cancel. */
export { afterNextPaint } from './timing/afterNextPaint';
/** Whether a media query matches (null until known), and the reduced-motion preference built on it. */
export { useMediaQuery, usePrefersReducedMotion, REDUCED_MOTION_QUERY } from './hooks/useMediaQuery';
/** Copies a text to the clipboard and says 'copied' or 'failed' for a second. */
export { useCopyToClipboard, COPY_FEEDBACK_MS, type CopyState } from './hooks/useCopyToClipboard';
/** A modal dialog over the whole viewport, mounted to open, with its heading and Close. */
export { Modal, type ModalProps } from './overlays/Modal';
/** A side drawer that is a modal dialog while open, and optionally a plain panel from a breakpoint up. */
export { Drawer, type DrawerProps } from './overlays/Drawer';
/** A carousel's state over embla: the slide in view, moves that wrap when it loops, arrow keys. */
export { useCarousel, type CarouselOptions, type CarouselState } from './carousel/useCarousel';
/** The window and the track a carousel's slides move in (style the track with styled()). */
export { CarouselViewport, type CarouselViewportProps } from './carousel/CarouselViewport';
/** One carousel slide: a group named by its place. */
export { CarouselSlide, type CarouselSlideProps } from './carousel/CarouselSlide';
/** A carousel's 44px buttons: previous, dots, next and pause/play. */
export { CarouselControls, type CarouselControlsProps, type CarouselControlLabels } from './carousel/CarouselControls';
/** Autoplay for a carousel: paused by hover, focus, reduced motion and its pause button. */
export { useCarouselAutoplay, type CarouselAutoplay } from './carousel/useCarouselAutoplay';
/** The autoplay delay for a number of seconds (5 s when missing). */
export { autoplayDelayMs, DEFAULT_AUTOPLAY_SECONDS } from './carousel/autoplay';
