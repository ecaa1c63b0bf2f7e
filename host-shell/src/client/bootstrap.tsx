import { startTransition, type ComponentType } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import { getEventBus, persistCompare } from '@showroom/event-bus';
import { forwardDataLayer, registerFromRegistry } from '@showroom/mfe-runtime/host';
import { sendPageView } from '@showroom/api-client';
import { getSite } from '@showroom/sites';
import { ShellApp } from '../shell/ShellApp';
import { blocksNearViewport } from '../blocks/whenNear/blocksNearViewport';
import { loadServerSlot, pageBlockCode } from './blockCode';
import { providePageTexts } from '@showroom/i18n';
import { readState, readTexts } from './readState';
import { safeNavigation } from './safeNavigation';
import { allowedRemoteOrigins } from './remoteOrigins';
import { cspNonce } from './cspNonce';
import { shareOnDemand } from './shareOnDemand';
import { yieldToBrowser } from './yieldToBrowser';

async function start(): Promise<void> {
  // A task of its own, apart from main.js's evaluation (yieldToBrowser.ts says why).
  await yieldToBrowser();
  const state = readState();
  providePageTexts(state.language, readTexts());
  const site = getSite(state.site);
  const bus = getEventBus();
  forwardDataLayer();
  bus.set('locale', { site: state.site, language: state.language, currency: site.currency });
  bus.observe('navigate').subscribe(({ href, replace }) => {
    const target = safeNavigation(href, window.location);
    if (!target) return console.warn(`[navigate] refused ${JSON.stringify(href.slice(0, 200))}: not an http(s) address on this site`);
    if (replace) window.location.replace(target.href);
    else window.location.assign(target.href);
  });

  // Before any remote container starts, so the remotes take the host's carousel and zod (loaded-first).
  shareOnDemand();
  registerFromRegistry(state.remotes, allowedRemoteOrigins());
  const components: Record<string, ComponentType<Record<string, unknown>>> = {};
  const stale: Record<string, string> = {};
  // The page's own slot, and the content blocks near the viewport, have their code loaded before hydration; the
  // other blocks fetch theirs as they come near (blocks/whenNear). A slot whose module cannot load keeps its server
  // HTML until the placeholder replaces it.
  const pageBlocks = state.page.kind === 'home' || state.page.kind === 'content' ? state.page.blocks : [];
  // Where the blocks are is a layout read, which makes the browser lay the page out now: in a task of its own too.
  if (pageBlocks.length > 0) await yieldToBrowser();
  const blockCode = pageBlockCode(state, blocksNearViewport(pageBlocks.map((block) => block.uid)), components, stale);
  const nearBlocks = pageBlocks.filter((block) => blockCode.near(block.uid));
  // loadServerSlot leaves a slot the browser mounts itself (mode 'client') to its own load.
  const pageSlot = state.page.kind === 'remote' ? [loadServerSlot(state.page.slot, components, stale)] : [];
  await Promise.all([...nearBlocks.map((block) => blockCode.prepare(block)), ...pageSlot]);

  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
  // hydrating the whole shell in one task, which a phone's main thread felt as blocking time (Lighthouse TBT).
  // Events that arrive meanwhile are replayed on the hydrated tree, as for any dehydrated boundary.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      // Emotion's style tags carry the CSP nonce (the page's style-src allows no others). The key is the server's,
      // so this cache adopts the server's style tag by name and inserts none of its rules again.
      <CacheProvider value={createCache({ key: 'css', ...(cspNonce ? { nonce: cspNonce } : {}) })}>
        <ShellApp state={state} components={components} stale={stale} blockCode={blockCode} />
      </CacheProvider>,
      {
        onRecoverableError: (error) => console.warn('[hydrate] recovered:', error instanceof Error ? error.message : error),
      },
    );
  });
  // Restored after hydration, so the first client render matches the server's empty compare list.
  persistCompare(bus, window.sessionStorage);
  // Spec 1 §7: one page view per page load; editors' previews are not visits.
  if (!state.editing) void sendPageView('', { pageName: state.meta.pageName, pageVariantId: state.meta.pageVariantId, language: state.language });
}

void start();
