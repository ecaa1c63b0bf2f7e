import styled from '@emotion/styled';
import type { WorkshopSite } from '@showroom/contracts/mechmate';
import { useMemo, useState } from 'react';
import type { WorkshopStepProps } from '../flow/stepProps';
import { offeringCodes } from '../flow/selection';
import { ChosenWorkshop } from './ChosenWorkshop';
import { WorkshopMap } from './map/WorkshopMap';
import { SlotWeek } from './SlotWeek';
import { DEFAULT_SORT, sortWorkshops, type WorkshopSort } from './sortWorkshops';
import { usePrices } from './usePrices';
import { useSlotWeeks, type SlotQuery } from './useSlotWeeks';
import { useWorkshopStream } from './useWorkshopStream';
import { WorkshopList } from './WorkshopList';

const Box = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.md }));
const TimesTitle = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md }));

function Times({ t, language, apiBase, query, name, onChoose }: Pick<WorkshopStepProps, 't' | 'language' | 'apiBase'> & { query: SlotQuery; name: string; onChoose: Parameters<typeof SlotWeek>[0]['onChoose'] }) {
  const { weeks, week, load, setWeek, retry } = useSlotWeeks(apiBase, query);
  return (
    <>
      <TimesTitle>{t('serviceBookingWorkshop.timesHeading', { name })}</TimesTitle>
      <SlotWeek t={t} language={language} weeks={weeks} week={week} load={load} onWeek={setWeek} onRetry={retry} onChoose={onChoose} />
    </>
  );
}

/**
 * Step 4 (spec 3 §4.1): the workshops near the visitor's place are streamed in batches of five, listed (nearest
 * first, or by first free time) and drawn on a map; choosing one fetches its prices and shows a week of times;
 * choosing a time moves on to the contact details.
 */
export function WorkshopStep({ t, language, apiBase, state, dispatch, map, supportEmail }: WorkshopStepProps) {
  const codes = useMemo(() => offeringCodes(state.services), [state.services]);
  const regNo = state.car?.registrationNumber ?? null;
  const from = state.lat !== null && state.lng !== null ? { latitude: state.lat, longitude: state.lng } : null;
  const { batches, fetchMore, retry } = useWorkshopStream(apiBase, regNo && from ? { regNo, serviceOfferings: codes, ...from } : null);
  const [sort, setSort] = useState<WorkshopSort>(DEFAULT_SORT);
  const sorted = useMemo(() => sortWorkshops(batches.sites, sort, from), [batches.sites, sort, from?.latitude, from?.longitude]); // eslint-disable-line react-hooks/exhaustive-deps
  const chosen = state.bookingInfo.workshop;
  usePrices(apiBase, regNo && chosen ? { registrationNumber: regNo, mileage: state.milage, departmentId: chosen.departmentId, serviceOfferings: codes } : null, dispatch);

  const choose = (site: WorkshopSite) => dispatch({ type: 'chooseWorkshop', workshop: site });

  if (chosen && regNo) {
    return (
      <Box data-workshop-step="times">
        <ChosenWorkshop t={t} workshop={chosen} onChange={() => dispatch({ type: 'changeWorkshopOrTime' })} />
        {map ? <WorkshopMap t={t} config={map} sites={[chosen]} focus={chosen.departmentId} onSelect={() => undefined} /> : null}
        <Times
          key={chosen.departmentId}
          t={t}
          language={language}
          apiBase={apiBase}
          name={chosen.siteName}
          query={{ registrationNumber: regNo, departmentId: chosen.departmentId, serviceOfferings: codes }}
          onChoose={(slot) => dispatch({ type: 'chooseTime', slot })}
        />
      </Box>
    );
  }
  return (
    <Box data-workshop-step="list">
      {map && sorted.length > 0 ? <WorkshopMap t={t} config={map} sites={sorted} focus={null} onSelect={choose} /> : null}
      <WorkshopList
        t={t}
        language={language}
        batches={batches}
        sorted={sorted}
        sort={sort}
        onSort={setSort}
        from={from}
        supportEmail={supportEmail}
        onChoose={choose}
        onFetchMore={fetchMore}
        onRetry={retry}
      />
    </Box>
  );
}
