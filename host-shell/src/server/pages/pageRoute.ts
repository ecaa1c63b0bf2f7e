import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { containerScriptUrl, fromAllowedOrigin, type ContentBlock } from '@showroom/contracts';
import { readCookie } from '../../shell/cookies/cookie';
import { isAlertHiddenByCookie } from '../../shell/alert/alertCookie';
import { NoSitecoreContextError, sitecoreContext } from '../context/sitecoreContext';
import { EDITING_COOKIE, editingCredential, editingMode } from '../editing/editingMode';
import { escapeHtml } from '../render/escapeHtml';
import { pageCacheControl, SHARED_PAGE_CACHE } from '../render/pageCacheControl';
import { renderPageHtml, ShellRenderError } from '../render/renderPageHtml';
import { pickEncoding } from '../render/responseEncoding';
import { sendHtml, sendNoncedDocument, SHELL_ERROR_HTML } from '../render/sendHtml';
import { cspNonceOf, newNonce } from '../security/securityHeaders';
import type { PageState } from '../../shell/pageState';
import { loadPage, type PageDeps } from './loadPage';
import type { PageCache, ProducedPage } from './pageCache';
import { requestUrl } from './requestUrl';
import { eagerRemotes } from '../render/eagerRemotes';

type Query = Record<string, string | string[] | undefined>;

/** The page a visitor gets when the request has no site or language (spec 1 §8). */
function noContextPage(reply: FastifyReply, request: FastifyRequest, error: NoSitecoreContextError): FastifyReply {
  request.log.error({ host: request.headers.host, reason: error.reason }, error.message);
  return reply
    .code(404)
    .type('text/html')
    .send('<!doctype html><html lang="en"><meta charset="utf-8"><title>Unknown site</title><h1>Unknown site</h1><p>No site is served on this host name.</p></html>');
}

/** The slots of a page that went out for the browser to render (a remote that failed or missed its deadline). */
function fellBack(state: PageState): boolean {
  if (state.page.kind === 'remote' && state.page.slot.mode === 'client') return true;
  return Object.values(state.blockData).some((data) => data.kind === 'remote' && data.slot.mode === 'client');
}

/** What the page routes need beyond loadPage's: the host's browser entry, content-hashed (render/hostEntryScript.ts). */
export interface PageRouteDeps extends Omit<PageDeps, 'log'> {
  hostScript: string;
}

async function renderPage(deps: PageDeps & Pick<PageRouteDeps, 'hostScript'>, pageCache: PageCache | null, request: FastifyRequest, reply: FastifyReply, editingSecret: string | null, only?: { path: string; uid: string }) {
  const url = requestUrl(request.url);
  const path = only?.path ?? url.pathname;
  let context;
  try {
    context = sitecoreContext(request.headers.host, path);
  } catch (error) {
    if (error instanceof NoSitecoreContextError) return noContextPage(reply, request, error);
    throw error;
  }
  const query = request.query as Query;
  const cookies = request.headers.cookie ?? '';
  const editing = only ? { editing: true, setCookie: null } : editingMode(query, readCookie(EDITING_COOKIE, cookies) ?? undefined, editingSecret, request.protocol === 'https');
  const hideAlert = isAlertHiddenByCookie(cookies);
  const onError = (error: unknown) => request.log.error({ err: error instanceof Error ? error.message : String(error) }, '[render] server render error');

  /** The page for this request, its nonces written as `nonce` (the response's own, or the cache's slot). */
  const produce = async (nonce: string): Promise<ProducedPage> => {
    const page = await loadPage({ ...deps, log: request.log }, context.site, path, {
      query,
      origin: `${request.protocol}://${request.headers.host ?? 'localhost'}`,
      editing: editing.editing,
      hideAlert,
    });
    if (page.kind === 'redirect') return { ...page, kind: 'redirect', keep: true };
    if (page.stale) request.log.warn({ path, stale: page.stale }, 'content platform failing: served from the last good copy');
    let { state } = page;
    let status = page.status;
    if (only) {
      // The editing render endpoint: one block of a page, alone, in editing mode.
      const blocks: ContentBlock[] = state.page.kind === 'home' || state.page.kind === 'content' ? state.page.blocks : [];
      const block = blocks.find((b) => b.uid === only.uid);
      if (!block) return { kind: 'html', status: 404, keep: false, html: `<!doctype html><meta charset="utf-8"><title>Not found</title><p>No component ${escapeHtml(only.uid)} on ${escapeHtml(only.path)}.</p>` };
      state = { ...state, bare: true, page: { kind: 'content', title: state.page.title, blocks: [block] } };
      status = 200;
    }
    // Answered from a last good copy during a content outage: said so, and kept out of every cache, so the copy
    // lives no longer than the outage.
    const headers = page.stale ? { 'x-showroom-stale': 'content', 'cache-control': 'no-store' } : undefined;
    try {
      const rendered = await renderPageHtml(state, page.components, {
        // The containers of the remotes the page needs at once, only from origins the browser will accept
        // (REMOTE_ORIGINS): no request to any other origin, not even a preload.
        containers: eagerRemotes(state)
          .flatMap((remote) => (Object.hasOwn(state.remotes, remote) ? [state.remotes[remote]!.manifest] : [])).filter((manifest) => fromAllowedOrigin(manifest, deps.remoteOrigins ?? [])).map((manifest) => containerScriptUrl(manifest)),
        remoteOrigins: deps.remoteOrigins ?? [],
        nonce,
        hostScript: deps.hostScript,
        onError,
        ...(page.structuredData && !only ? { structuredData: page.structuredData } : {}),
      });
      const keep = status < 500 && !page.stale && rendered.renderErrors === 0;
      return { kind: 'html', status, html: rendered.html, keep, fellBack: fellBack(state), ...(headers ? { headers } : {}) };
    } catch (error) {
      if (!(error instanceof ShellRenderError)) throw error;
      onError(error.reason);
      return { kind: 'html', status: 500, html: SHELL_ERROR_HTML, keep: false };
    }
  };

  const fromCache = async (cache: PageCache) => {
    const key = `${request.protocol}://${request.headers.host ?? ''}${request.url} alert=${hideAlert ? 'hidden' : 'shown'}`;
    const answer = await cache.get(key, produce);
    reply.raw.setHeader('x-showroom-page-cache', answer.hit ? 'hit' : 'miss');
    return { page: answer.page, nonced: (html: string) => cache.withNonce(html, nonce) };
  };

  const nonce = cspNonceOf(reply.raw) ?? newNonce();
  // Only a page that is the same for every visitor is asked of the cache: no editing, no cookie to set, no
  // visitor's data in the address (the same rule that lets a CDN keep it: pageCacheControl.ts).
  const shared = pageCache && !only && !editing.editing && !editing.setCookie && pageCacheControl({ status: 200, editing: false, setsCookie: false, url: request.url }) === SHARED_PAGE_CACHE;
  // A cached page carries the cache's nonce placeholder, swapped for this response's nonce when it is sent.
  const { page, nonced } = shared ? await fromCache(pageCache) : { page: await produce(nonce), nonced: (html: string) => html };
  if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
  reply.hijack();
  const options = {
    status: page.status,
    editing: editing.editing,
    extraHeaders: { ...(editing.setCookie ? { 'set-cookie': editing.setCookie } : {}), ...page.headers },
  };
  if (page.document) sendNoncedDocument(reply.raw, page.document, nonce, { ...options, acceptEncoding: request.headers['accept-encoding'] });
  else sendHtml(reply.raw, nonced(page.html), { ...options, encoding: pickEncoding(request.headers['accept-encoding']) });
  return reply;
}

/** Server-rendered pages for every other path, and the editing render endpoint /feaas-render. */
export function registerPages(app: FastifyInstance, deps: PageRouteDeps, editingSecret: string | null, pageCache: PageCache | null = null): void {
  app.get('/feaas-render', async (request, reply) => {
    // Only for an editor: the secret in the query (the platform's editing host) or the editing cookie.
    const { path, uid, secret } = request.query as Query;
    if (!editingCredential(editingSecret, { query: secret, cookie: readCookie(EDITING_COOKIE, request.headers.cookie ?? '') ?? undefined })) return reply.code(404).type('text/plain').send('Not found');
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.length > 500) return reply.code(400).send({ error: 'path must be a site path such as /nyheter (at most 500 characters)' });
    if (typeof uid !== 'string' || uid.length === 0 || uid.length > 200) return reply.code(400).send({ error: 'uid must name one component of the page (at most 200 characters)' });
    return renderPage({ ...deps, log: request.log }, null, request, reply, editingSecret, { path, uid });
  });
  app.get('*', (request, reply) => renderPage({ ...deps, log: request.log }, pageCache, request, reply, editingSecret));
}
