import type { PageState } from '../../shell/pageState';
import { serializeState } from '../../shell/pageState';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Everything before the React stream: doctype, head with title and preloads, and the root's opening tag. */
export function documentHead(state: PageState, title: string, description: string, preload: string[], gtmId = ''): string {
  // Third-party scripts load only when configured (ARCHITECTURE.md); gtmId is validated as GTM-XXXX.
  const gtm = gtmId
    ? `<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});</script><script async src="https://www.googletagmanager.com/gtm.js?id=${gtmId}"></script>`
    : '';
  const links = preload.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`).join('');
  return (
    `<!doctype html><html lang="${state.language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : '') +
    `<link rel="icon" href="data:,">${links}${gtm}` +
    `<script src="/static/host/main.js" defer></script>` +
    `</head><body><div id="root">`
  );
}

/** Everything after the React stream: the serialised state the browser hydrates from. */
export function documentTail(state: PageState): string {
  return `</div><script id="__SHOWROOM__" type="application/json">${serializeState(state)}</script></body></html>`;
}

export { escapeHtml };
