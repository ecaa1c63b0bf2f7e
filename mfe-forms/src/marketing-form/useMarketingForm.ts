import { useEffect, useState, type RefObject } from 'react';
import type { MarketingFormConfig } from '@showroom/contracts';
import { reportFormFailure } from '../form-blocks/reportFormFailure';
import { loadProviderScript } from './providerScript';

/** Spec 2 §4 and §9: the marketing form is re-created 3000 ms after a submission, ready for the next visitor. */
export const FORM_RECREATE_DELAY_MS = 3000;

export type MarketingFormState = 'loading' | 'ready' | 'error';

// The provider documents its target as a CSS selector; inside a partner's shadow root no selector reaches the
// element, so there it gets the element itself (which the sandbox's stand-in takes as well). The id is given here,
// in the browser, from one counter per page: useId is unique only within one React root, and each slot is its own.
let targets = 0;
function targetOf(element: HTMLElement): string | HTMLElement {
  if (element.getRootNode() !== document) return element;
  if (!element.id) element.id = `marketing-form-${++targets}`;
  return `#${element.id}`;
}

/**
 * Has the provider's script create the form into `target`, and create it again FORM_RECREATE_DELAY_MS after
 * each submission. The script loads once per page; a script that fails to load is the error state, logged.
 */
export function useMarketingForm(target: RefObject<HTMLElement | null>, formId: string | null, config: MarketingFormConfig): MarketingFormState {
  const [state, setState] = useState<MarketingFormState>('loading');
  const [generation, setGeneration] = useState(0);
  const { scriptUrl, portalId, region } = config;

  useEffect(() => {
    if (!formId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    loadProviderScript(scriptUrl).then(
      (forms) => {
        const element = target.current;
        if (!live || !element) return;
        element.replaceChildren();
        forms.create({
          region,
          portalId,
          formId,
          target: targetOf(element),
          onFormSubmitted: () => {
            clearTimeout(timer);
            timer = setTimeout(() => live && setGeneration((count) => count + 1), FORM_RECREATE_DELAY_MS);
          },
        });
        setState('ready');
      },
      (error: unknown) => {
        if (!live) return;
        reportFormFailure('marketing-form', formId, error instanceof Error ? error.message : String(error));
        setState('error');
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [target, formId, scriptUrl, portalId, region, generation]);

  return state;
}
