import { useEffect, useReducer, useRef, useState } from 'react';
import { logFailure, trackError } from '../analytics/track';
import { streamClosestAvailable } from '../api/workshops';
import { BATCH_SIZE, batchCursor, batchReducer, FIRST_BATCH, type WorkshopBatches } from './workshopBatches';

export interface StreamQuery {
  regNo: string;
  serviceOfferings: string[];
  latitude: number;
  longitude: number;
}

/** A stream failure is logged for the operators and tracked (spec 3 §8 "Stream errors are logged and tracked"). */
function reportFailure(reason: string): void {
  logFailure('workshops', reason);
  trackError('workshops', reason);
}

/**
 * The streamed workshop list: one stream per batch, closed by this hook once five sites are in (spec 3 §7.1).
 * "Hämta fler" and "retry" open the next stream, continuing after the last site shown.
 */
export function useWorkshopStream(apiBase: string, query: StreamQuery | null): { batches: WorkshopBatches; fetchMore: () => void; retry: () => void } {
  const [batches, send] = useReducer(batchReducer, FIRST_BATCH);
  const [run, setRun] = useState(0);
  const latest = useRef(batches);
  latest.current = batches;
  const key = query ? [query.regNo, query.serviceOfferings.join(','), query.latitude, query.longitude].join('|') : null;

  useEffect(() => {
    if (!query) {
      send({ type: 'failed', reason: 'no car or place to ask for' });
      reportFailure('no car or place to ask for');
      return;
    }
    if (latest.current.status !== 'streaming') return;
    const controller = new AbortController();
    let received = 0;
    void streamClosestAvailable(
      apiBase,
      { ...query, cursor: batchCursor(latest.current) },
      {
        onMessage(message) {
          send({ type: 'message', message });
          if ('error' in message) reportFailure(`stream error: ${message.error}`);
          if ('departmentId' in message) received++;
          // Five sites, nosites or an error: this stream has said all it will.
          if (received >= BATCH_SIZE || !('departmentId' in message)) controller.abort();
        },
        onEnd: () => send({ type: 'ended' }),
        onFailure(reason) {
          send({ type: 'failed', reason });
          reportFailure(reason);
        },
      },
      controller.signal,
    );
    return () => controller.abort();
    // `key` stands for the query; a new run opens the next stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiBase, key, run]);

  return {
    batches,
    fetchMore: () => {
      send({ type: 'fetchMore' });
      setRun((n) => n + 1);
    },
    retry: () => {
      send({ type: 'retry' });
      setRun((n) => n + 1);
    },
  };
}
