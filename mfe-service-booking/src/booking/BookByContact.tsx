import styled from '@emotion/styled';
import { createHttpApi } from '@showroom/api-client';
import type { Translator } from '@showroom/i18n';
import { getSite, pagePath, type Language, type SiteCode } from '@showroom/sites';
import { Button, mailtoHref, telHref } from '@showroom/ui';
import { useEffect, useState } from 'react';
import type { ChosenPlace } from './bookingStore';
import { fetchNearbyWorkshops, type WorkshopContact } from './nearbyWorkshops';

const List = styled.ul(({ theme }) => ({ display: 'grid', gap: theme.space.md, margin: `${theme.space.md} 0`, padding: 0, listStyle: 'none' }));
const Name = styled.h3(({ theme }) => ({ margin: `0 0 ${theme.space.xxs}`, fontSize: theme.fontSizes.md }));
const Contact = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space.xxs} ${theme.space.sm}`,
  margin: `${theme.space.xxs} 0 0`,
  dd: { margin: 0 },
  // 24px targets for the phone and e-mail links.
  a: { display: 'inline-block', minHeight: '24px', lineHeight: '24px' },
}));
const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }));

type Workshops = { status: 'loading' } | { status: 'done'; list: WorkshopContact[] };

interface BookByContactProps {
  t: Translator;
  site: SiteCode;
  language: Language;
  apiBase: string;
  registrationNumber: string;
  brand: string;
  place: ChosenPlace;
  onChange: () => void;
}

/**
 * Step 2 until the services step arrives (issue 18): the visitor books by phone or e-mail with a
 * workshop near the chosen place, or goes back to change car or place. Nobody is left at a dead end.
 */
export function BookByContact({ t, site, language, apiBase, registrationNumber, brand, place, onChange }: BookByContactProps) {
  const [workshops, setWorkshops] = useState<Workshops>({ status: 'loading' });
  const allSites = pagePath(getSite(site), 'dealers', language);
  const subject = t('serviceBooking.emailSubject', { regNo: registrationNumber });

  useEffect(() => {
    let current = true;
    setWorkshops({ status: 'loading' });
    void fetchNearbyWorkshops(createHttpApi(apiBase), site, place, brand).then((list) => current && setWorkshops({ status: 'done', list }));
    return () => {
      current = false;
    };
  }, [apiBase, site, place, brand]);

  return (
    <>
      <p>{t('serviceBooking.interimIntro', { place: place.name, regNo: registrationNumber })}</p>
      {workshops.status === 'loading' ? <p role="status">{t('serviceBooking.interimLoading')}</p> : null}
      {workshops.status === 'done' && workshops.list.length === 0 ? <p role="status">{t('serviceBooking.interimNone')}</p> : null}
      {workshops.status === 'done' && workshops.list.length > 0 ? (
        <List>
          {workshops.list.map((w) => {
            // The search service's phone and address, made links only when they are a number and an address.
            const tel = telHref(w.phone);
            const mailto = mailtoHref(w.email, subject);
            return (
              <li key={w.id}>
                <Name>{w.name}</Name>
                {w.address ? <div>{w.address}</div> : null}
                <Contact>
                  {w.phone ? (
                    <>
                      <dt>{t('serviceBooking.phone')}</dt>
                      <dd>
                        {tel ? <a href={tel}>{w.phone}</a> : w.phone}
                      </dd>
                    </>
                  ) : null}
                  {w.email ? (
                    <>
                      <dt>{t('serviceBooking.email')}</dt>
                      <dd>
                        {mailto ? <a href={mailto}>{w.email}</a> : w.email}
                      </dd>
                    </>
                  ) : null}
                </Contact>
              </li>
            );
          })}
        </List>
      ) : null}
      <Actions>
        {allSites ? (
          <Button href={allSites} variant="secondary">
            {t('serviceBooking.allSites')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onChange}>
          {t('serviceBooking.changeCarOrPlace')}
        </Button>
      </Actions>
    </>
  );
}
