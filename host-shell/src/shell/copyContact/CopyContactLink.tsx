import styled from '@emotion/styled';
import { IconButton, useCopyToClipboard } from '@showroom/ui';
import { Icon } from '../icons/Icon';
import { usePage } from '../page/PageContext';
import { contactHref, type ContactKind } from './contactHref';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  color: inherit;
  overflow-wrap: anywhere;
`;

// Always in the DOM so screen readers have the live region before its text changes;
// it has no size while empty.
const Tooltip = styled.span`
  position: absolute;
  right: 0;
  bottom: calc(100% + 4px);
  z-index: 1;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:not(:empty) {
    padding: 4px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.background};
  }
`;

export interface CopyContactLinkProps {
  value: string;
  kind: ContactKind;
  /** Link text; the address or number itself when absent. */
  label?: string;
}

/** A mailto:/tel: link with a button that copies the address or number and says 'Copied' for a second. */
export function CopyContactLink({ value, kind, label }: CopyContactLinkProps) {
  const { t } = usePage();
  // A refused copy shows nothing: the link beside the button still works.
  const { state, copy } = useCopyToClipboard();
  return (
    <Wrap>
      <Link href={contactHref(value, kind)}>
        <Icon name={kind === 'email' ? 'mail' : 'phone'} size={20} />
        {label ?? value}
      </Link>
      <IconButton label={t(kind === 'email' ? 'copy.email' : 'copy.phone', { value })} onClick={() => void copy(value)}>
        <Icon name="copy" size={20} />
      </IconButton>
      <Tooltip role="status" aria-live="polite">
        {state === 'copied' ? t('copy.copied') : ''}
      </Tooltip>
    </Wrap>
  );
}
