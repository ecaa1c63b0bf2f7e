import styled from '@emotion/styled';
import type { CarSeller } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { VisuallyHidden } from '@showroom/ui';
import { sellerContacts } from './sellerContacts';
import { SectionFrame, type SectionBaseProps } from './SectionFrame';

export interface SellerContactsProps extends SectionBaseProps {
  /** car_sellers. */
  sellers: readonly CarSeller[] | null | undefined;
  language: Language;
}

const Sellers = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Name = styled.p(({ theme }) => ({ margin: 0, fontWeight: theme.fontWeights.bold, overflowWrap: 'anywhere' }));
const Role = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.mutedText }));

const ContactAnchor = styled.a(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  color: theme.colors.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
}));

/** The car's sellers that can be reached, with tap-to-call and e-mail links; nothing when none can. */
export function SellerContacts({ sellers, language, id, headingLevel }: SellerContactsProps) {
  const contacts = sellerContacts(sellers);
  if (contacts.length === 0) return null;
  const t = createTranslator(language);
  return (
    <SectionFrame id={id} headingLevel={headingLevel} title={t('carSections.sellers.heading')}>
      <Sellers>
        {contacts.map((contact, i) => (
          <li key={i}>
            <Name>{contact.name}</Name>
            {contact.title ? <Role>{contact.title}</Role> : null}
            {contact.phone ? (
              <ContactAnchor href={contact.phone.href}>
                <VisuallyHidden>{t('carSections.sellers.phone')}: </VisuallyHidden>
                {contact.phone.text}
              </ContactAnchor>
            ) : null}
            {contact.email ? (
              <ContactAnchor href={contact.email.href}>
                <VisuallyHidden>{t('carSections.sellers.email')}: </VisuallyHidden>
                {contact.email.text}
              </ContactAnchor>
            ) : null}
          </li>
        ))}
      </Sellers>
    </SectionFrame>
  );
}
