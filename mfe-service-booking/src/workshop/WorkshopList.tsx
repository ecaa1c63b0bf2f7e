import styled from '@emotion/styled';
import type { WorkshopSite } from '@showroom/contracts/mechmate';
import type { Translator } from '@showroom/i18n';
import type { Language } from '@showroom/sites';
import { Button, mailtoHref, Radio, RadioGroup, Skeleton, VisuallyHidden } from '@showroom/ui';
import { placeholderCount, type WorkshopBatches } from './workshopBatches';
import { WorkshopRow } from './WorkshopRow';
import type { WorkshopSort } from './sortWorkshops';

const List = styled.ul(({ theme }) => ({ display: 'grid', gap: theme.space.sm, margin: 0, padding: 0, listStyle: 'none' }));
const Box = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.md, justifyItems: 'stretch', '& > p': { margin: 0 } }));
const Alert = styled.p(({ theme }) => ({ color: theme.colors.danger, fontWeight: theme.fontWeights.bold }));
const Actions = styled.div({ justifySelf: 'start' });

export interface WorkshopListProps {
  t: Translator;
  language: Language;
  batches: WorkshopBatches;
  sorted: WorkshopSite[];
  sort: WorkshopSort;
  onSort: (sort: WorkshopSort) => void;
  from: { latitude: number; longitude: number } | null;
  supportEmail?: string;
  onChoose: (site: WorkshopSite) => void;
  onFetchMore: () => void;
  onRetry: () => void;
}

/**
 * The streamed workshops (spec 3 §4.1): five placeholders that fill as sites arrive, the sort choice, "Hämta fler"
 * after a full batch, the no-workshops message and the failure with its retry. The list is the keyboard path.
 */
export function WorkshopList({ t, language, batches, sorted, sort, onSort, from, supportEmail, onChoose, onFetchMore, onRetry }: WorkshopListProps) {
  const support = mailtoHref(supportEmail);
  if (batches.status === 'nosites') {
    return (
      <Box>
        <Alert role="alert">{t('serviceBookingWorkshop.noSites')}</Alert>
        <p>{t('serviceBookingWorkshop.noSitesHint')}</p>
        {support ? (
          <p>
            {t('serviceBookingWorkshop.supportContact')} <a href={support}>{supportEmail?.trim()}</a>
          </p>
        ) : null}
      </Box>
    );
  }
  const waiting = placeholderCount(batches);
  return (
    <Box>
      {sorted.length > 1 ? (
        <RadioGroup legend={t('serviceBookingWorkshop.sortLabel')} direction="row">
          <Radio name="workshop-sort" value="nearest" checked={sort === 'nearest'} onChange={() => onSort('nearest')} label={t('serviceBookingWorkshop.sortNearest')} />
          <Radio name="workshop-sort" value="firstAvailable" checked={sort === 'firstAvailable'} onChange={() => onSort('firstAvailable')} label={t('serviceBookingWorkshop.sortFirstAvailable')} />
        </RadioGroup>
      ) : null}
      <VisuallyHidden role="status">{batches.status === 'streaming' ? t('serviceBookingWorkshop.loadingSites') : sorted.length > 0 ? t('serviceBookingWorkshop.sitesLoaded', { count: sorted.length }) : ''}</VisuallyHidden>
      <List aria-busy={batches.status === 'streaming'} data-workshop-list="">
        {sorted.map((site) => (
          <WorkshopRow key={site.departmentId} t={t} language={language} site={site} from={from} onChoose={() => onChoose(site)} />
        ))}
        {Array.from({ length: waiting }, (_, i) => (
          <li key={`placeholder-${i}`} aria-hidden="true" data-workshop-placeholder="">
            <Skeleton height="96px" radius="md" />
          </li>
        ))}
      </List>
      {batches.status === 'failed' ? (
        <>
          <Alert role="alert">{t('serviceBookingWorkshop.streamFailed')}</Alert>
          <Actions>
            <Button variant="secondary" onClick={onRetry}>
              {t('serviceBookingWorkshop.retry')}
            </Button>
          </Actions>
        </>
      ) : null}
      {batches.status === 'idle' && batches.more ? (
        <Actions>
          <Button variant="secondary" onClick={onFetchMore}>
            {t('serviceBookingWorkshop.fetchMore')}
          </Button>
        </Actions>
      ) : null}
    </Box>
  );
}
