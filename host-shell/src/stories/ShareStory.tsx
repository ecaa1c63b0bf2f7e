import styled from '@emotion/styled';
import { useId } from 'react';
import { Button, useCopyToClipboard } from '@showroom/ui';
import { usePage } from '../shell/page/PageContext';
import { shareLinks } from './shareLinks';
import { useAbsolutePageUrl } from './useAbsolutePageUrl';

const Box = styled.section`
  display: grid;
  gap: 12px;
  margin: 32px 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ShareLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

// Always in the page, so screen readers announce the confirmation when its text appears.
const Status = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Share links (LinkedIn, Facebook, WhatsApp, X) in a new tab, and a copy-link button that confirms. */
export function ShareStory({ title }: { title: string }) {
  const { site, path, t } = usePage();
  const pageUrl = useAbsolutePageUrl(site, path);
  const { state, copy } = useCopyToClipboard();
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <Heading id={headingId}>{t('stories.share')}</Heading>
      <Links>
        {shareLinks(pageUrl, title).map((link) => (
          <li key={link.network}>
            <ShareLink href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${t('stories.shareOn', { network: link.network })} (${t('stories.newTab')})`}>
              {link.network}
            </ShareLink>
          </li>
        ))}
        <li>
          <Button variant="secondary" onClick={() => void copy(pageUrl)}>
            {t('stories.copyLink')}
          </Button>
        </li>
      </Links>
      <Status role="status">{state === 'copied' ? t('stories.copied') : state === 'failed' ? t('stories.copyFailed') : ''}</Status>
    </Box>
  );
}
