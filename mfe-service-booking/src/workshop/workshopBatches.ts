import type { ClosestAvailableMessage, WorkshopSite } from '@showroom/contracts/mechmate';

/** Spec 3 §7.1 and §9: up to five sites per stream; five placeholders fill as they arrive. */
export const BATCH_SIZE = 5;

/**
 * The streamed workshop list. `sites` are in the order they arrived (the service's nearest-first order, which the
 * cursor continues); `batchStart` is where the batch being streamed began; `more` says a full batch came last.
 */
export interface WorkshopBatches {
  sites: WorkshopSite[];
  status: 'streaming' | 'idle' | 'nosites' | 'failed';
  batchStart: number;
  more: boolean;
  /** The stream's error code or the failure, for the log. */
  error: string | null;
}

export type BatchEvent =
  | { type: 'message'; message: ClosestAvailableMessage }
  /** The server closed the stream. */
  | { type: 'ended' }
  /** No stream (network, status) or it broke off. */
  | { type: 'failed'; reason: string }
  /** "Hämta fler": the next batch after the last site shown. */
  | { type: 'fetchMore' }
  /** Try the batch that failed again. */
  | { type: 'retry' };

export const FIRST_BATCH: WorkshopBatches = { sites: [], status: 'streaming', batchStart: 0, more: false, error: null };

const inBatch = (state: WorkshopBatches) => state.sites.length - state.batchStart;

export function batchReducer(state: WorkshopBatches, event: BatchEvent): WorkshopBatches {
  switch (event.type) {
    case 'message': {
      if (state.status !== 'streaming') return state;
      const { message } = event;
      if ('error' in message) return { ...state, status: 'failed', error: message.error };
      if ('nosites' in message) return { ...state, status: state.sites.length === 0 ? 'nosites' : 'idle', more: false };
      // A site already listed (a repeated message) takes no second row.
      if (state.sites.some((site) => site.departmentId === message.departmentId)) return state;
      const next = { ...state, sites: [...state.sites, message] };
      return inBatch(next) >= BATCH_SIZE ? { ...next, status: 'idle', more: true } : next;
    }
    case 'ended':
      if (state.status !== 'streaming') return state;
      if (state.sites.length === 0) return { ...state, status: 'nosites', more: false };
      return { ...state, status: 'idle', more: inBatch(state) >= BATCH_SIZE };
    case 'failed':
      return state.status === 'streaming' ? { ...state, status: 'failed', error: event.reason } : state;
    case 'fetchMore':
      return state.status === 'idle' && state.more ? { ...state, status: 'streaming', batchStart: state.sites.length, more: false, error: null } : state;
    case 'retry':
      // The failed batch starts over: what it had sent is dropped so the cursor and the rows agree.
      return state.status === 'failed' ? { ...state, sites: state.sites.slice(0, state.batchStart), status: 'streaming', error: null } : state;
  }
}

/** Placeholders still waiting for a site of the batch being streamed. */
export function placeholderCount(state: WorkshopBatches): number {
  return state.status === 'streaming' ? BATCH_SIZE - inBatch(state) : 0;
}

/** Whether the open stream is done with: after five sites (spec 3 §7.1: "the stream closes after 5 sites"), nosites or an error. */
export function streamDone(state: WorkshopBatches): boolean {
  return state.status !== 'streaming';
}

/** The cursor of the batch being streamed: the departmentId of the last site shown before it (none for the first). */
export function batchCursor(state: WorkshopBatches): string | undefined {
  return state.sites[state.batchStart - 1]?.departmentId;
}
