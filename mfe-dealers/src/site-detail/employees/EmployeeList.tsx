import styled from '@emotion/styled';
import { useId, useState, type JSX } from 'react';
import type { DealerSite } from '@showroom/contracts';
import { createTranslator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { Button, mailtoHref, mqUp, telHref } from '@showroom/ui';
import { pageLanguage } from '../departments/pageLanguage';
import { initialsOf, siteEmployees } from './siteEmployees';

const List = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.md,
  listStyle: 'none',
  margin: `${theme.space.md} 0 0`,
  padding: 0,
  [mqUp('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mqUp('desktop')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  // The grid's display would otherwise win over the hidden attribute.
  '&[hidden]': { display: 'none' },
}));

const Heading = styled.h2({ margin: 0 });

const Chevron = styled('span', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(({ open }) => ({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  marginLeft: '8px',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: open ? 'rotate(-135deg)' : 'rotate(45deg)',
}));

const Person = styled.li(({ theme }) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'flex-start' }));

// A photo placeholder: the initials in a circle; decorative, the name follows as text.
const Avatar = styled.span(({ theme }) => ({
  flex: '0 0 48px',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: theme.colors.surface,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.bold,
}));

const Details = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  p: { margin: 0 },
  a: { display: 'inline-flex', alignItems: 'center', minHeight: '24px', padding: `${theme.space.xxs} 0`, color: theme.colors.text, overflowWrap: 'anywhere' },
}));

const Name = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md }));
const Title = styled.p(({ theme }) => ({ color: theme.colors.mutedText }));

export interface EmployeeListProps {
  site: DealerSite;
  /** The page's language; the dealer's market's when left out. */
  language?: Language;
}

/** The site's staff behind a show/hide button (collapsed at first); null when the site lists nobody. */
export function EmployeeList(props: EmployeeListProps): JSX.Element | null {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  const { language } = pageLanguage(props.site, props.language);
  const t = createTranslator(language);
  const employees = siteEmployees(props.site);
  if (employees.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      {/* A disclosure: the heading holds the button, whose name stays the same while aria-expanded tells the state. */}
      <Heading id={headingId}>
        <Button type="button" variant="secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          {t('dealerHours.staffToggle', { count: employees.length })}
          <Chevron aria-hidden="true" open={open} />
        </Button>
      </Heading>
      <List id={listId} hidden={!open}>
        {employees.map((user, i) => {
          const tel = telHref(user.phone);
          const mailto = mailtoHref(user.email);
          return (
            <Person key={i}>
              <Avatar aria-hidden="true">{initialsOf(user)}</Avatar>
              <Details>
                <Name>
                  {user.first_name} {user.last_name}
                </Name>
                {user.title ? <Title>{user.title}</Title> : null}
                {tel ? (
                  <a href={tel}>
                    {t('dealerHours.phone')}: {user.phone}
                  </a>
                ) : null}
                {mailto ? (
                  <a href={mailto}>
                    {t('dealerHours.email')}: {user.email}
                  </a>
                ) : null}
              </Details>
            </Person>
          );
        })}
      </List>
    </section>
  );
}
