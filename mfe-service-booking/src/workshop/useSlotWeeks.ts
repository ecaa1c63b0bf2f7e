import { useEffect, useRef, useState } from 'react';
import { logFailure, trackError } from '../analytics/track';
import { fetchTimeslots } from '../api/workshops';
import { emptyWeeks, localDate, needsMore, nextLoadFrom, withLoaded, type SlotWeeks } from './weekWindow';

export interface SlotQuery {
  registrationNumber: string;
  departmentId: string;
  serviceOfferings: string[];
}

export type SlotLoad = 'loading' | 'loaded' | 'failed';

/**
 * A workshop's time slots, a week at a time: the first four weeks when the workshop is chosen, four more whenever
 * the visitor reaches the last week loaded. A failed load leaves its weeks empty and says so (spec 3 §7.1).
 */
export function useSlotWeeks(apiBase: string, query: SlotQuery, today: () => Date = () => new Date()): { weeks: SlotWeeks; week: number; load: SlotLoad; setWeek: (week: number) => void; retry: () => void } {
  const [weeks, setWeeks] = useState<SlotWeeks>(() => emptyWeeks(localDate(today())));
  const [week, setWeek] = useState(0);
  const [load, setLoad] = useState<SlotLoad>('loading');
  const [attempt, setAttempt] = useState(0);
  const current = useRef(weeks);
  current.current = weeks;
  const codes = query.serviceOfferings.join(',');
  const wanted = needsMore(weeks, week) ? nextLoadFrom(weeks) : null;

  useEffect(() => {
    if (wanted === null) return;
    const controller = new AbortController();
    setLoad('loading');
    void fetchTimeslots(apiBase, { registrationNumber: query.registrationNumber, departmentId: query.departmentId, from: wanted, serviceOfferings: codes ? codes.split(',') : [] }, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.kind === 'failed') {
        logFailure('timeslots', outcome.reason);
        trackError('timeslots', outcome.reason);
        setLoad('failed');
        return;
      }
      // Only an answer for the weeks still wanted is added (a late one for an older request is not).
      if (nextLoadFrom(current.current) === wanted) setWeeks(withLoaded(current.current, outcome.days));
      setLoad('loaded');
    });
    return () => controller.abort();
  }, [apiBase, query.registrationNumber, query.departmentId, codes, wanted, attempt]);

  return { weeks, week, load, setWeek, retry: () => setAttempt((n) => n + 1) };
}
