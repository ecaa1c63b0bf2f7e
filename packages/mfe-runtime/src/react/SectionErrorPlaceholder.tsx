import styled from '@emotion/styled';
import type { Language } from '@showroom/sites';
import { createTranslator } from '@showroom/i18n';

const Box = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 24px;
  margin: 16px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

const ReloadButton = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  cursor: pointer;
`;

/** The spec's placeholder for a section that failed ("Aj då" on Swedish sites), with a reload button. */
export function SectionErrorPlaceholder({ language, remote }: { language: Language; remote: string }) {
  const t = createTranslator(language);
  return (
    <Box role="alert" data-remote-error={remote}>
      <h2>{t('sectionError.title')}</h2>
      <p>{t('sectionError.text')}</p>
      <p>{t('sectionError.action')}</p>
      <ReloadButton type="button" onClick={() => window.location.reload()}>
        {t('sectionError.reload')}
      </ReloadButton>
    </Box>
  );
}
