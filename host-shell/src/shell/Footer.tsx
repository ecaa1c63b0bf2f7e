import styled from '@emotion/styled';
import type { Footer as FooterData } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';

const Wrap = styled.footer`
  margin-top: 48px;
  padding: 32px 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a {
    display: inline-flex;
    min-height: 32px;
    align-items: center;
    color: inherit;
  }
`;

/** The footer: columns of links, info fields and, on Swedish sites, the consumer-credit warning. */
export function Footer({ footer, creditWarning, t }: { footer: FooterData | null; creditWarning: boolean; t: Translator }) {
  return (
    <Wrap>
      {footer ? (
        <Columns>
          {footer.Columns.map((column) => (
            <div key={column.Title}>
              <h2 style={{ fontSize: '1rem' }}>{column.Title}</h2>
              <ul>
                {column.ColumnItems.map((item) => (
                  <li key={item.Link.href + (item.Link.text ?? '')}>
                    <a href={item.Link.href}>{item.Link.text ?? item.Link.href}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {[footer.InfoField1, footer.InfoField2].filter(Boolean).map((info) => (
            <div key={info!.Heading}>
              <h2 style={{ fontSize: '1rem' }}>{info!.Heading}</h2>
              <p>{info!.Text}</p>
            </div>
          ))}
        </Columns>
      ) : null}
      {creditWarning ? (
        <p>
          <strong>{t('shell.footer.creditWarning')}</strong>{' '}
          <a href="https://www.konsumentverket.se/" rel="noopener noreferrer">
            {t('shell.footer.creditWarningLink')}
          </a>
        </p>
      ) : null}
    </Wrap>
  );
}
