import styled from '@emotion/styled';
import type { ContentLink } from '@showroom/contracts';
import { Editable } from '../../shell/editing/Editable';
import { linkAttributes } from './linkAttributes';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  text-underline-offset: 3px;
  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &::after {
    content: '→';
    text-decoration: none;
  }
`;

/** A CMS link as an arrow text link in the colour of the text around it; nothing without a usable href. */
export function TextLink({ link, fallbackText, field = 'Link' }: { link: ContentLink | null | undefined; fallbackText: string; field?: string }) {
  const attributes = linkAttributes(link);
  if (!attributes) return null;
  return (
    <Editable field={field}>
      <Anchor {...attributes}>{link?.text?.trim() || fallbackText}</Anchor>
    </Editable>
  );
}
