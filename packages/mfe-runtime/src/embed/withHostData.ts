import type { ComponentType } from 'react';
import type { LoadResult, RemoteModule } from '../types';
import { hostData } from './hostData';

/**
 * The module of an embed whose catalogue entry says `data: 'host'`: its component, with its data asked of the host
 * in one call (GET /api/embed-data runs the module's loadData there). The embed carries no loadData, so none of its
 * queries and item schemas reach the partner's page.
 */
export function withHostData<P extends object>(Component: ComponentType<P>, moduleId: string): RemoteModule<P> {
  return {
    Component,
    async loadData(ctx): Promise<LoadResult<P>> {
      // A failed answer (503: loadData failed there; 400; 404 from a BFF without embeds) throws: the embed's placeholder.
      // The call the embed's entry started for this element, if it did (./hostData), else one of its own.
      const data = await hostData({ apiBase: ctx.apiBase, module: moduleId, site: ctx.siteCode, language: ctx.language, params: ctx.params });
      if (data.kind === 'notFound') return { kind: 'notFound' };
      // The host checked these props against the module's catalogue schema, as it checks a server-rendered slot's
      // (whose props the page state carries to the browser the same way). Where the module is mounted is the embed's
      // own to say: the BFF it calls is the one its `api` attribute names.
      return { kind: 'props', props: { ...data.props, apiBase: ctx.apiBase } as P };
    },
  };
}
