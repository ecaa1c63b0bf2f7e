import type { PageState } from '../shell/pageState';

/**
 * The state the server serialised into the page: the last state script carrying the nonce the server
 * put on <html> for this response. Content markup cannot impersonate it: it cannot know the nonce,
 * and anything it adds comes before the server's own script, which is written last.
 */
export function readState(doc: Document = document): PageState {
  const nonce = doc.documentElement.getAttribute('data-state-nonce');
  const scripts = nonce ? [...doc.querySelectorAll('script[type="application/json"][data-state-nonce]')].filter((s) => s.getAttribute('data-state-nonce') === nonce) : [];
  const script = scripts.at(-1);
  if (!script?.textContent) throw new Error('page state missing');
  return JSON.parse(script.textContent) as PageState;
}
