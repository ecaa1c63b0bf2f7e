import { startTransition, type ComponentType } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import { getEventBus, persistCompare } from '@showroom/event-bus';
import { forwardDataLayer, loadRemoteModule, registerFromRegistry, reportRemoteFailure } from '@showroom/mfe-runtime/host';
import { sendPageView } from '@showroom/api-client';
import { getSite } from '@showroom/sites';
import { ShellApp } from '../shell/ShellApp';
import { preloadHostBlocks } from '../blocks/catalogue/hostBlocks';
import { providePageTexts } from '@showroom/i18n';
import { readState, readTexts } from './readState';
import { safeNavigation } from './safeNavigation';
import { allowedRemoteOrigins } from './remoteOrigins';
import { cspNonce } from './cspNonce';
import { shareCarousel } from './shareCarousel';

async function start(): Promise<void> {
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

  // Before any remote container starts, so the remotes take the host's carousel (loaded-first).
  shareCarousel();
  registerFromRegistry(state.remotes, allowedRemoteOrigins());
  const components: Record<string, ComponentType<Record<string, unknown>>> = {};
  const stale: Record<string, string> = {};
  // Every slot the server rendered, the page's and the content blocks', has its module loaded before
  // hydration; one whose module cannot load keeps its server HTML until the placeholder replaces it.
  const blockSlots = Object.values(state.blockData).flatMap((data) => (data.kind === 'remote' ? [data.slot] : []));
  const serverSlots = [...(state.page.kind === 'remote' ? [state.page.slot] : []), ...blockSlots].filter((slot) => slot.mode === 'server');
  const pageBlocks = state.page.kind === 'home' || state.page.kind === 'content' ? state.page.blocks.map((block) => block.componentName) : [];
  await Promise.all([
    preloadHostBlocks(pageBlocks),
    ...serverSlots.map(async (slot) => {
      try {
        components[slot.id] = (await loadRemoteModule(slot.moduleId)).Component;
      } catch (error) {
        reportRemoteFailure(slot.remote, slot.version, 'browser load', error);
        stale[slot.id] = document.querySelector(`#${slot.id} [data-slot-body]`)?.innerHTML ?? '';
      }
    }),
  ]);

  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
  // hydrating the whole shell in one task, which a phone's main thread felt as blocking time (Lighthouse TBT).
  // Events that arrive meanwhile are replayed on the hydrated tree, as for any dehydrated boundary.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      // Emotion's style tags carry the CSP nonce (the page's style-src allows no others). The key is the server's,
      // so this cache adopts the server's style tag by name and inserts none of its rules again.
      <CacheProvider value={createCache({ key: 'css', ...(cspNonce ? { nonce: cspNonce } : {}) })}>
        <ShellApp state={state} components={components} stale={stale} />
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
