import type { Messages } from '@showroom/i18n';
import type { PageState } from '../shell/pageState';

/**
 * What the server serialised into the page under `id`: the last such script carrying the nonce the server put on
 * <html> for this response. Content markup cannot impersonate it: it cannot know the nonce, and anything it adds
 * comes before the server's own scripts, which are written last.
 */
function readServerJson(id: string, what: string, doc: Document): unknown {
  const nonce = doc.documentElement.getAttribute('data-state-nonce');
  const scripts = nonce
    ? [...doc.querySelectorAll('script[type="application/json"][data-state-nonce]')].filter((s) => s.id === id && s.getAttribute('data-state-nonce') === nonce)
    : [];
  const script = scripts.at(-1);
  if (!script?.textContent) throw new Error(`${what} missing`);
  return JSON.parse(script.textContent);
}

/** The page state the browser hydrates from. */
export function readState(doc: Document = document): PageState {
  return readServerJson('__SHOWROOM__', 'page state', doc) as PageState;
}

/** The built-in texts of the page's language, which the host's browser bundle does not carry (pageTexts.ts in i18n). */
export function readTexts(doc: Document = document): Messages {
  return readServerJson('__SHOWROOM_TEXTS__', 'page texts', doc) as Messages;
}
