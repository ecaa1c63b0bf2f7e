import styled from '@emotion/styled';
import { usePage } from '../page/PageContext';

/** Swedish law asks for this sentence in Swedish, whatever the page language (spec 1 §2). */
export const CREDIT_WARNING_TEXT = 'Att låna kostar pengar!';
export const CONSUMER_AUTHORITY_URL = 'https://www.konsumentverket.se/';

const Box = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 12px;
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: inherit;
  }
`;

/** The consumer-credit warning of the Swedish sites, linking to Konsumentverket. */
export function CreditWarning() {
  const { t } = usePage();
  return (
    <Box data-credit-warning="">
      <strong lang="sv">{CREDIT_WARNING_TEXT}</strong>
      <a href={CONSUMER_AUTHORITY_URL} rel="noopener noreferrer">
        {t('footer.creditWarningLink')}
      </a>
    </Box>
  );
}
