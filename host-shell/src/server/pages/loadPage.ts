import type { ComponentType } from 'react';
import { exposedModules, serverBundleUrl, splitModuleId, type RemotePointer, type ShowroomApi } from '@showroom/contracts';
import type { LoadContext, SlotDescriptor } from '@showroom/mfe-runtime';
import { withTimeout } from '@showroom/mfe-runtime';
import { localeFromPath, matchPage, type SiteDefinition } from '@showroom/sites';
import type { ContentService } from '../content/contentService';
import type { RegistryClient } from '../remotes/registryClient';
import type { ServerBundleLoader } from '../remotes/serverBundles';
import type { PageState, PageView } from '../../shell/pageState';
import { PAGE_MODULES } from './pageModules';

export interface PageDeps {
  content: ContentService;
  registry: RegistryClient;
  bundles: ServerBundleLoader;
  api: ShowroomApi;
  remoteTimeoutMs: number;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

export type LoadedPage =
  | { kind: 'render'; status: number; state: PageState; components: Record<string, ComponentType<Record<string, unknown>>> }
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
export async function loadPage(deps: PageDeps, site: SiteDefinition, path: string, query: LoadContext['query']): Promise<LoadedPage> {
  const { locale, rest } = localeFromPath(site, path);
  const language = locale.language;
  const logContent = (what: string) => (error: unknown) =>
    deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, what);

  const [navigation, languages, dictionary, footer, registry] = await Promise.all([
    // Spec 1 §8: a navigation failure logs 'Error extracting datasource' and renders no navigation.
    settle(deps.content.navigation(site.code, language), null, logContent('Error extracting datasource')),
    settle(deps.content.languages(site.code, rest, language), [], logContent('languages unavailable')),
    settle(deps.content.dictionary(site.code, language), {}, logContent('dictionary unavailable')),
    settle(deps.content.footer(site.code, language), null, logContent('footer unavailable')),
    deps.registry.get(),
  ]);

  const base: Omit<PageState, 'page' | 'remotes'> = { site: site.code, language, path, navigation, languages, dictionary, footer };
  const render = (status: number, page: PageView, remotes: Record<string, RemotePointer> = {}, components = {}): LoadedPage => ({
    kind: 'render',
    status,
    state: { ...base, page, remotes },
    components,
  });

  if (rest === '/') {
    const layout = await settle(deps.content.layout(site.code, '/', language), { item: null }, logContent('home layout unavailable'));
    return render(200, { kind: 'home', title: layout.item?.metaTitle ?? site.name, blocks: layout.item?.components ?? [] });
  }

  const match = matchPage(site, rest);
  const moduleId = match ? PAGE_MODULES[match.kind] : undefined;
  if (!match || !moduleId) {
    const layout = await settle(deps.content.layout(site.code, rest, language), { item: null }, logContent('layout unavailable'));
    if (!layout.item) return render(404, { kind: 'notFound', title: '404' });
    return render(200, { kind: 'content', title: layout.item.metaTitle || layout.item.navTitle, blocks: layout.item.components });
  }

  const { remote, module } = splitModuleId(moduleId);
  const pointer = registry.remotes[remote];
  const slot: SlotDescriptor = { id: `slot-${remote}`, moduleId, remote, version: pointer?.version ?? 'unregistered', mode: 'client' };
  const remotes = pointer ? { [remote]: pointer } : {};
  const ctx: LoadContext = { site, siteCode: site.code, language, path: rest, params: match.params, query, api: deps.api, apiBase: '' };
  if (!pointer) {
    deps.log.error({ remote }, `[remote] ${remote} is not in the registry`);
    return render(200, { kind: 'remote', title: site.name, slot }, remotes);
  }

  try {
    const bundle = await deps.bundles.load(serverBundleUrl(pointer.manifest));
    const exposed = bundle.modules[module];
    if (!exposed) throw new Error(`server bundle has no module ${module}`);
    const result = await withTimeout(exposed.loadData(ctx), deps.remoteTimeoutMs, `${moduleId} loadData`);
    if (result.kind === 'redirect') return { kind: 'redirect', status: result.status, location: result.location };
    if (result.kind === 'notFound') return render(404, { kind: 'notFound', title: '404' });
    // The host checks what it will hand the component against the contract the remote is tested with.
    const props = exposedModules[moduleId].parse(result.props) as Record<string, unknown>;
    return render(
      200,
      { kind: 'remote', title: result.title ?? site.name, slot: { ...slot, mode: 'server', props } },
      remotes,
      { [slot.id]: exposed.Component as ComponentType<Record<string, unknown>> },
    );
  } catch (error) {
    // Server render failed: the slot goes out empty and is mounted in the browser (ARCHITECTURE.md).
    deps.log.error({ remote, version: pointer.version, err: error instanceof Error ? error.message : String(error) }, `[remote] ${remote}@${pointer.version} server render failed`);
    return render(200, { kind: 'remote', title: site.name, slot }, remotes);
  }
}
