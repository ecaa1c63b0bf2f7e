import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ContentLink } from '@showroom/contracts';
import { buttonStyles } from '@showroom/ui';
import { Editable } from '../../shell/editing/Editable';
import { ctaVariant, type ButtonType, type CtaVariant } from './ctaVariant';
import { linkAttributes } from './linkAttributes';

function variantCss(theme: Theme, variant: CtaVariant) {
  switch (variant) {
    case 'primary':
    case 'secondary':
      return css`
        ${buttonStyles(theme, { variant })};
        ${variant === 'secondary' ? `background: ${theme.colors.background};` : ''}
      `;
    // Ghosts take the colour of the text around them, which the block keeps readable (scrim).
    case 'ghost':
      return css`
        ${buttonStyles(theme, { variant: 'ghost' })};
        color: inherit;
        text-decoration: underline;
      `;
    case 'ghostContrast':
      return css`
        ${buttonStyles(theme, { variant: 'ghost' })};
        color: inherit;
        border-color: currentColor;
        &:hover {
          text-decoration: underline;
        }
      `;
  }
}

const Anchor = styled('a', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant: CtaVariant }>`
  ${({ theme, variant }) => variantCss(theme, variant)};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A CMS link as a button-like call to action; nothing for ButtonType None or a link without href. */
export function CtaLink({ link, buttonType, fallbackText, field = 'Link' }: { link: ContentLink | null | undefined; buttonType: ButtonType; fallbackText: string; field?: string }) {
  const attributes = linkAttributes(link);
  const variant = ctaVariant(buttonType);
  if (!attributes || !variant) return null;
  return (
    <Editable field={field}>
      <Anchor {...attributes} variant={variant} data-variant={variant}>
        {link?.text?.trim() || fallbackText}
      </Anchor>
    </Editable>
  );
}
