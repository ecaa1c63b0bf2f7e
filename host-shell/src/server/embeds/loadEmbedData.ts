import { moduleEntry, type ModuleEntry, type ShowroomApi } from '@showroom/contracts';
import type { EmbedDataOutcome, EmbedDataSource } from '@showroom/bff';
import type { EmbedDataQuery } from '@showroom/contracts/bff-routes';
import { contextAfterRedirect, type LoadContext } from '@showroom/mfe-runtime';
import { getSite, type PageKind } from '@showroom/sites';
import type { RegistryClient } from '../remotes/registryClient';
import type { ServerBundleLoader } from '../remotes/serverBundles';
import { loadSlot, type SlotOutcome } from '../slots/loadSlot';

type Log = { error: (obj: object, msg: string) => void };

/**
 * loadData's deadline for an embed. Not a page slot's 800 ms: past that a page lets the browser load the slot, but
 * here the browser is waiting for this answer. Under the browser's own 15 s limit (DEFAULT_BFF_TIMEOUT_MS), so the
 * embed hears a 503 rather than giving up without one.
 */
export const EMBED_DATA_DEADLINE_MS = 10_000;

export interface EmbedDataDeps {
  registry: RegistryClient;
  bundles: ServerBundleLoader;
  api: ShowroomApi;
  log: Log;
  /** EMBED_DATA_DEADLINE_MS unless a test says otherwise. */
  timeoutMs?: number;
}

/** The module a request names, when it is an embed that loads its data on the host; the request cannot name any other. */
function hostLoadedEmbed(id: string): ModuleEntry | undefined {
  const entry = moduleEntry(id);
  return entry?.embed?.data === 'host' ? entry : undefined;
}

/** Where the module would be on the site: its page's path with the params as segments ('/' for a block). */
function pathOf(entry: ModuleEntry, ctx: Pick<LoadContext, 'site'>, params: readonly string[]): string {
  if (entry.kind !== 'page') return '/';
  const base = ctx.site.paths[entry.page as PageKind] ?? '/';
  return [base.replace(/\/$/, ''), ...params.map(encodeURIComponent)].join('/') || '/';
}

/**
 * An embed's data for GET /api/embed-data: the module's own loadData, run through the same pipeline as a page's slot
 * (registry pointer, server bundle, deadline, props checked against the catalogue), with a redirect followed once as
 * the embed would follow it in the browser. The partner page's query is not given: such a module does not read it.
 */
export function createEmbedDataSource(deps: EmbedDataDeps): EmbedDataSource {
  return async (query: EmbedDataQuery): Promise<EmbedDataOutcome> => {
    const entry = hostLoadedEmbed(query.module);
    if (!entry) return { kind: 'notEmbedded' };
    const declared = entry.embed?.params?.length ?? 0;
    if (query.param.length > declared) return { kind: 'notEmbedded' };
    const site = getSite(query.site);
    const ctx: LoadContext = { site, siteCode: site.code, language: query.language, path: pathOf(entry, { site }, query.param), params: [...query.param], query: {}, api: deps.api, apiBase: '' };
    const slotDeps = { registry: await deps.registry.get(), bundles: deps.bundles, timeoutMs: deps.timeoutMs ?? EMBED_DATA_DEADLINE_MS, log: deps.log };
    const label = `embed ${entry.name} `;
    let outcome: SlotOutcome = await loadSlot(entry, 'embed', ctx, slotDeps, label);
    if (outcome.kind === 'answer' && outcome.result.kind === 'redirect') {
      // A car id alone redirects to its canonical id and slug: on a partner's page that is the same module again.
      const next = contextAfterRedirect(ctx, outcome.result.location);
      if (!next) return unavailable(deps, entry, `redirect to ${outcome.result.location} leaves the module`);
      outcome = await loadSlot(entry, 'embed', next, slotDeps, label);
    }
    switch (outcome.kind) {
      case 'server':
        return { kind: 'props', props: outcome.slot.props ?? {} };
      case 'client':
        // loadSlot logged why (unregistered, failed, too slow, props outside the contract).
        return { kind: 'unavailable' };
      case 'answer':
        if (outcome.result.kind === 'notFound') return { kind: 'notFound' };
        if (outcome.result.kind === 'redirect') return unavailable(deps, entry, `redirected twice (${outcome.result.location})`);
        return unavailable(deps, entry, outcome.result.reason);
    }
  };
}

function unavailable(deps: EmbedDataDeps, entry: ModuleEntry, reason: string): EmbedDataOutcome {
  deps.log.error({ remote: entry.remote, reason }, `[embed] ${entry.id} has no data to show`);
  return { kind: 'unavailable' };
}
