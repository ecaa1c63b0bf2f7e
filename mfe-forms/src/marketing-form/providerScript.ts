/** What the marketing-form provider's script (HubSpot's forms v2 API) puts on window. */
export interface MarketingFormOptions {
  region: string;
  portalId: string;
  formId: string;
  /** A CSS selector (the provider's documented form) or, inside a partner's shadow root, the element itself. */
  target: string | HTMLElement;
  onFormSubmitted?: () => void;
}

export interface MarketingForms {
  create(options: MarketingFormOptions): unknown;
}

declare global {
  interface Window {
    hbspt?: { forms?: MarketingForms };
  }
}

const loading = new Map<string, Promise<MarketingForms>>();

const formsApi = (): MarketingForms | undefined => (typeof window.hbspt?.forms?.create === 'function' ? window.hbspt.forms : undefined);

/**
 * The provider's forms API, its script added to the page at most once per URL however many blocks ask (a
 * popup and a block on one page share it). Rejects when the script fails to load or defines no API; a
 * later call tries again.
 */
export function loadProviderScript(src: string): Promise<MarketingForms> {
  const ready = formsApi();
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<MarketingForms>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const api = formsApi();
      if (api) resolve(api);
      else reject(new Error(`${src} loaded but defined no hbspt.forms`));
    });
    script.addEventListener('error', () => reject(new Error(`${src} failed to load`)));
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}

/** Tests only: forgets the scripts asked for. */
export function resetProviderScripts(): void {
  loading.clear();
}
