import type { PageState } from '../shell/pageState';

/** The state the server serialised into the page. */
export function readState(doc: Document = document): PageState {
  const script = doc.getElementById('__SHOWROOM__');
  if (!script?.textContent) throw new Error('page state missing');
  return JSON.parse(script.textContent) as PageState;
}
