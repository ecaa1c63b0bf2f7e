import { useCallback, useEffect, useRef, useState } from 'react';
import type { FinanceBlock, FinanceNotification, FinanceQuote } from '@showroom/contracts/codeweaver';
import {
  applyQuote,
  financeDefaultRequest,
  financeParameters,
  financeQuoteRequest,
  initialFinanceState,
  quoteOutcome,
  selectProduct,
  setFinanceValue,
  type FinanceField,
  type FinanceWidgetState,
} from '../calculators';
import type { FinanceApi } from './financeApi';
import type { FinanceWidgetCar } from './eligibility';

export type LegalState = { status: 'loading' } | { status: 'loaded'; text: string } | { status: 'failed' };

export interface ShownQuote {
  quote: FinanceQuote;
  blocks: FinanceBlock[];
  notices: FinanceNotification[];
}

export type FinanceView =
  | { status: 'loading' }
  /** Nothing to show: no dealer to ask with, or no product for this car. */
  | { status: 'none' }
  /** The default call failed: the apology (spec 2 §8 "Finance default call failure"). */
  | { status: 'unavailable' }
  /** A quote failed: the widget hides itself and holds the message (spec 2 §8 "Quote error"). */
  | { status: 'hidden'; error: string }
  | {
      status: 'loaded';
      finance: FinanceWidgetState;
      /** The latest quote; null until the first one arrives. */
      quote: ShownQuote | null;
      /** A quote for the current figures is on its way. */
      quoting: boolean;
      legal: LegalState;
      /** How many edits the visitor has made (slider commits, product switches). */
      edits: number;
    };

type Loaded = Extract<FinanceView, { status: 'loaded' }>;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The finance widget's life (spec 2 §4 "Finance widget"): the default call, then a quote for the
 * default figures, a new quote per committed edit (only the latest is shown), and the legal text
 * of each quote. The figures themselves are ../calculators' pure state.
 */
export function useFinanceWidget(car: FinanceWidgetCar, api: FinanceApi) {
  const [view, setView] = useState<FinanceView>({ status: 'loading' });
  // The state the next action starts from, ahead of React's render, so two quick commits build on each other.
  const current = useRef<FinanceView>(view);
  const alive = useRef(true);
  const latestQuote = useRef(0);
  const deps = useRef({ car, api });
  deps.current = { car, api };

  const actions = useRef({
    update(next: FinanceView): void {
      current.current = next;
      if (alive.current) setView(next);
    },
    loaded(): Loaded | null {
      return current.current.status === 'loaded' ? current.current : null;
    },
    hide(error: string): void {
      console.warn(`[finance widget] quote error: ${error}`);
      actions.update({ status: 'hidden', error });
    },
    fetchLegal(quoteRef: string): void {
      const shown = (): Loaded | null => {
        const now = actions.loaded();
        return now?.quote?.quote.QuoteReference === quoteRef ? now : null;
      };
      deps.current.api.legal(quoteRef).then(
        (answer) => {
          const now = shown();
          if (now) actions.update({ ...now, legal: { status: 'loaded', text: answer.TermsAndConditions } });
        },
        (error: unknown) => {
          console.warn(`[finance widget] legal text for ${quoteRef}: ${message(error)}`);
          const now = shown();
          if (now) actions.update({ ...now, legal: { status: 'failed' } });
        },
      );
    },
    /** Shows `from` as quoting and asks for its quote; an answer to an older request is dropped. */
    requestQuote(from: Loaded): void {
      const { car: forCar, api: client } = deps.current;
      const ticket = ++latestQuote.current;
      actions.update({ ...from, quoting: true });
      const request = financeQuoteRequest(forCar, financeParameters(from.finance));
      if (!request) {
        actions.hide('No dealer to ask for a quote');
        return;
      }
      client.quote(request).then(
        (response) => {
          const now = actions.loaded();
          if (ticket !== latestQuote.current || !now) return;
          const outcome = quoteOutcome(response, forCar.car_id);
          if (outcome.kind === 'error') {
            actions.hide(outcome.message);
            return;
          }
          const { quote, blocks, notices } = outcome;
          actions.update({ ...now, finance: applyQuote(now.finance, quote), quote: { quote, blocks, notices }, quoting: false, legal: { status: 'loading' } });
          actions.fetchLegal(quote.QuoteReference);
        },
        (error: unknown) => {
          if (ticket === latestQuote.current && actions.loaded()) actions.hide(message(error));
        },
      );
    },
  }).current;

  useEffect(() => {
    alive.current = true;
    latestQuote.current++;
    const request = financeDefaultRequest(deps.current.car);
    if (!request) {
      actions.update({ status: 'none' });
      return;
    }
    actions.update({ status: 'loading' });
    let cancelled = false;
    deps.current.api.defaults(request).then(
      (answer) => {
        if (cancelled) return;
        const finance = initialFinanceState(answer.Products);
        if (!finance) return actions.update({ status: 'none' });
        actions.requestQuote({ status: 'loaded', finance, quote: null, quoting: true, legal: { status: 'loading' }, edits: 0 });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`[finance widget] default call failed: ${message(error)}`);
        actions.update({ status: 'unavailable' });
      },
    );
    return () => {
      cancelled = true;
      alive.current = false;
    };
  }, [api, car.car_id, car.car_site_id, actions]);

  /** A slider was let go at a value: the figure is set (which may switch the calculation type) and quoted. */
  const commit = useCallback(
    (field: FinanceField, value: number) => {
      const now = actions.loaded();
      if (now) actions.requestQuote({ ...now, finance: setFinanceValue(now.finance, field, value), edits: now.edits + 1 });
    },
    [actions],
  );

  /** Another product shown, with the figures the visitor left there, and quoted. */
  const chooseProduct = useCallback(
    (index: number) => {
      const now = actions.loaded();
      if (now && index !== now.finance.selected) actions.requestQuote({ ...now, finance: selectProduct(now.finance, index), edits: now.edits + 1 });
    },
    [actions],
  );

  return { view, commit, chooseProduct };
}
