import type { ComponentType } from 'react';
import type { ShowroomApi } from '@showroom/contracts';
import type { Language, SiteCode, SiteDefinition } from '@showroom/sites';

/** Where and for what a module loads its data; the same shape on the server and in the browser. */
export interface LoadContext {
  site: SiteDefinition;
  siteCode: SiteCode;
  language: Language;
  /** The request path with the language prefix removed. */
  path: string;
  /** Path segments after the page's base path (car detail: id and slug). */
  params: string[];
  query: Record<string, string | string[] | undefined>;
  api: ShowroomApi;
  /** '' on the composed site; the BFF origin for embeds. */
  apiBase: string;
  /** For a module placed as a content block: the block's fields from the content platform (unparsed). */
  fields?: Record<string, unknown>;
}

/** Head metadata a module's page offers where the content platform has none (a car's description and picture). */
export interface PageMetaHints {
  description?: string;
  /** A site path or absolute URL of the page's picture (og:image). */
  image?: string;
  /**
   * The page's schema.org data (a car's Vehicle, a site's AutoDealer): the host writes it into the head as JSON-LD,
   * so the code that builds it stays on the server and out of the browser's bundles.
   */
  structuredData?: Record<string, unknown>;
}

/** What loadData answers, modelled on getServerSideProps. */
export type LoadResult<P> =
  /** status 404: the module renders its own not-found view (a missing car with similar cars), answered as a 404. */
  | { kind: 'props'; props: P; title?: string; status?: 404; meta?: PageMetaHints }
  | { kind: 'redirect'; location: string; status: 301 | 302 | 308 }
  | { kind: 'notFound' }
  /** An upstream the page cannot do without failed: the host logs the reason and answers 503 with a retry link. */
  | { kind: 'unavailable'; reason: string };

/** An exposed module: the component and the data it needs. The same object in the web and server builds. */
export interface RemoteModule<P extends object = Record<string, unknown>> {
  Component: ComponentType<P>;
  loadData: (ctx: LoadContext) => Promise<LoadResult<P>>;
}

/**
 * A module whose props are not known statically (downloaded code): the host renders it only with props its
 * catalogue schema has checked. Any RemoteModule<P> is one.
 */
export interface AnyRemoteModule {
  Component: ComponentType<never>;
  loadData: (ctx: LoadContext) => Promise<LoadResult<object>>;
}

/** What a remote's server bundle (dist/server/index.js) exports; generated from the remote's src/remote.ts. */
export interface RemoteServerBundle {
  name: string;
  version: string;
  modules: Record<string, AnyRemoteModule>;
}

/**
 * What a slot's module was (or is to be) loaded with, kept in the page state: the browser loads a client
 * slot with exactly these, never re-deriving them from the URL (a filtered list keeps its brand and model).
 */
export interface SlotInputs {
  site: SiteCode;
  language: Language;
  /** The request path with the language prefix removed. */
  path: string;
  /** The route params the server matched (a filtered list's brand and model, a car's id and slug). */
  params: string[];
  query: LoadContext['query'];
  /** A block's fields; only kept for slots the browser must load itself. */
  fields?: Record<string, unknown>;
}

/** One remote slot on a page (the page's module or a content block), serialised for the browser. */
export interface SlotDescriptor {
  id: string;
  /** 'mfe-search/CarList' */
  moduleId: string;
  remote: string;
  version: string;
  /** Server-rendered slots hydrate; client slots load data and mount in the browser. */
  mode: 'server' | 'client';
  props?: Record<string, unknown>;
  inputs: SlotInputs;
}
