import type { ComponentType } from 'react';
import { pageModule, visibleNavigationItems, type Layout, type PageRoute, type RemotePointer, type ShowroomApi } from '@showroom/contracts';
import type { LoadContext, PageMetaHints } from '@showroom/mfe-runtime';
import { createTranslator } from '@showroom/i18n';
import { localeFromPath, localizePath, matchPage, type SiteDefinition } from '@showroom/sites';
import { themeFor } from '@showroom/ui';
import type { ContentService } from '../content/contentService';
import type { StaleAwareContent } from '../content/shellContentCache';
import { sanitizeBlocks } from '../content/sanitize';
import type { RegistryClient } from '../remotes/registryClient';
import type { ServerBundleLoader } from '../remotes/serverBundles';
import type { StoriesGraphPort } from '../../blocks/hostBlock';
import type { PageState, PageView } from '../../shell/pageState';
import { loadBlocks } from '../slots/loadBlocks';
import { loadSlot, type SlotDeps } from '../slots/loadSlot';
import { pageMeta } from './pageMeta';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export interface PageDeps {
  /** With reportingStale (shellContentCache.ts), the page learns what was answered from a last good copy. */
  content: ContentService & Partial<Pick<StaleAwareContent, 'reportingStale'>>;
  registry: RegistryClient;
  bundles: ServerBundleLoader;
  api: ShowroomApi;
  /** A slot's server deadline for loadData (SLOT_DEADLINE_MS): past it the browser renders the slot. */
  slotDeadlineMs: number;
  log: Log;
  /** Blur placeholder of an image source; null when it cannot be computed. */
  blur?: (src: string) => Promise<string | null>;
  /** The content graph's stories queries, for the stories blocks. */
  stories?: StoriesGraphPort;
  configuredGtmId?: string;
  /** Origins remote code may come from (REMOTE_ORIGINS): told to the browser in the head, apart from page state. */
  remoteOrigins?: readonly string[];
}

/** What the request says beyond the path: who asks, and how. */
export interface PageRequest {
  query: LoadContext['query'];
  /** e.g. 'http://localhost:8080', for canonical and Open Graph URLs. */
  origin?: string;
  editing?: boolean;
  hideAlert?: boolean;
}

export type LoadedPage =
  | {
      kind: 'render';
      status: number;
      state: PageState;
      components: Record<string, ComponentType<Record<string, unknown>>>;
      stale?: string[];
      /** The remote page's schema.org data, for the head (document.ts); never in the page state the browser reads. */
      structuredData?: Record<string, unknown>;
    }
  | { kind: 'redirect'; status: number; location: string };

async function settle<T>(promise: Promise<T>, fallback: T, onError: (error: unknown) => void): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    onError(error);
    return fallback;
  }
}

/** Everything a page needs: shell content, the page's view, and the remote slot's server render inputs. */
export async function loadPage(deps: PageDeps, site: SiteDefinition, path: string, req: PageRequest): Promise<LoadedPage> {
  const query = req.query;
  const origin = req.origin ?? `https://${site.hosts[0] ?? 'localhost'}`;
  const { locale, rest } = localeFromPath(site, path);
  const language = locale.language;
  const logContent = (what: string) => (error: unknown) =>
    deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, what);
  const match = rest === '/' ? null : matchPage(site, rest);
  // What a content outage made us answer from a last good copy (the page says so in a header: pageRoute.ts).
  const stale = new Set<string>();
  const content = deps.content.reportingStale ? deps.content.reportingStale((what) => stale.add(what)) : deps.content;
  const entry = match ? pageModule(match.kind) : undefined;

  const [navigation, languages, dictionary, footer, alert, brandLogos, settings, registry, layout] = await Promise.all([
    // Spec 1 §8: a navigation failure logs 'Error extracting datasource' and renders no navigation.
    settle(content.navigation(site.code, language), null, logContent('Error extracting datasource')),
    settle(content.languages(site.code, rest, language), [], logContent('languages unavailable')),
    settle(content.dictionary(site.code, language), {}, logContent('dictionary unavailable')),
    settle(content.footer(site.code, language), null, logContent('footer unavailable')),
    settle(content.alertBar(site.code, language), null, logContent('alert bar unavailable')),
    settle(content.brandLogos(site.code), [], logContent('brand logos unavailable')),
    settle(content.siteSettings(site.code), null, logContent('site settings unavailable')),
    deps.registry.get(),
    // The route's fields (metadata, blocks); a remote's page has one too, for its metadata.
    // null when the content platform failed, as opposed to { item: null } when the page does not exist.
    settle<Layout | null>(content.layout(site.code, rest, language), null, logContent('layout unavailable')),
  ]);
  const route: PageRoute | null = layout?.item ?? null;
  const t = createTranslator(language);
  const carList = settings?.pathToCarList.url ?? site.paths.carList;

  const base = {
    site: site.code,
    language,
    path,
    navigation: navigation && { ...navigation, items: visibleNavigationItems(navigation.items) },
    languages,
    dictionary,
    footer,
    brandLogos,
    alert,
    hideAlert: req.hideAlert ?? false,
    theme: themeFor(site.theme, route?.BrandDesign),
    editing: req.editing ?? false,
    searchUrl: carList ? localizePath(site, carList, language) : null,
  };
  const render = (status: number, page: PageView, remotes: Record<string, RemotePointer> = {}, components = {}, blockData: PageState['blockData'] = {}, hints?: PageMetaHints, blockFields: PageState['blockFields'] = {}): LoadedPage => ({
    kind: 'render',
    status,
    state: {
      ...base,
      page,
      remotes,
      blockData,
      blockFields,
      meta: pageMeta({ site, settings, route: status === 404 ? null : route, fallbackTitle: page.title, origin, path, configuredGtmId: deps.configuredGtmId ?? '', ...(hints ? { hints } : {}) }),
    },
    components,
    ...(stale.size > 0 ? { stale: [...stale] } : {}),
    ...(hints?.structuredData && status === 200 ? { structuredData: hints.structuredData } : {}),
  });

  const slotDeps: SlotDeps = { registry, bundles: deps.bundles, timeoutMs: deps.slotDeadlineMs, log: deps.log };
  // A page module's settings from the content configuration: the route's block named like the module (the tire hotel's contact address).
  const pageFields = entry ? route?.components.find((block) => block.componentName === entry.name)?.fields : undefined;
  const ctx: LoadContext = { site, siteCode: site.code, language, path: rest, params: match?.params ?? [], query, api: deps.api, apiBase: '', ...(pageFields ? { fields: pageFields } : {}) };

  if (!entry) {
    // A content outage is not a missing page: 503 with a retry, so neither visitors nor crawlers take it for a 404.
    if (!layout) return render(503, { kind: 'error', title: t('shell.serverError.title') });
    if (!route) return render(404, { kind: 'notFound', title: t('shell.notFound.title') });
    const blocks = sanitizeBlocks(route.placeholders?.main ?? route.components);
    const title = route.metaTitle || route.navTitle;
    const view: PageView = rest === '/' ? { kind: 'home', title, blocks } : { kind: 'content', title, blocks };
    const loaded = await loadBlocks(blocks, { site, language, query, log: deps.log, ...(deps.blur ? { blur: deps.blur } : {}), ...(deps.stories ? { stories: deps.stories } : {}) }, { ctx, deps: slotDeps });
    return render(200, view, loaded.remotes, loaded.components, loaded.data, undefined, loaded.fields);
  }

  const outcome = await loadSlot(entry, `slot-${entry.remote}`, ctx, slotDeps);
  const remotes = outcome.pointer ? { [entry.remote]: outcome.pointer } : {};
  const fallbackTitle = route?.metaTitle || site.name;
  switch (outcome.kind) {
    case 'client':
      // Not rendered on the server: the slot goes out empty and is mounted in the browser (ARCHITECTURE.md).
      return render(200, { kind: 'remote', title: fallbackTitle, slot: outcome.slot }, remotes);
    case 'server': {
      const { result, slot } = outcome;
      return render(result.status ?? 200, { kind: 'remote', title: result.title ?? route?.metaTitle ?? site.name, slot }, remotes, { [slot.id]: outcome.Component }, {}, result.meta);
    }
    case 'answer': {
      const { result } = outcome;
      if (result.kind === 'redirect') return { kind: 'redirect', status: result.status, location: result.location };
      if (result.kind === 'notFound') return render(404, { kind: 'notFound', title: t('shell.notFound.title') });
      deps.log.error({ remote: entry.remote, version: outcome.pointer.version, path: rest, err: result.reason }, `[remote] ${entry.id} could not load its data`);
      return render(503, { kind: 'error', title: t('shell.serverError.title') });
    }
  }
}
