import type { StoriesGraph } from '@showroom/bff';
import type { ContentBlock } from '@showroom/contracts';
import type { Language, SiteDefinition } from '@showroom/sites';
import type { BlockData } from '../shell/page/blockData';
import type { BlockRenderer } from './blockRenderer';

/** The graph queries the stories blocks use (createStoriesGraph of @showroom/bff gives them). */
export type StoriesGraphPort = Pick<StoriesGraph, 'stories' | 'tags' | 'publishInfo' | 'articleNeighbours'>;

/** What a block's server loader may use: the page's site, language and query, and the server's services. */
export interface BlockLoadContext {
  site: SiteDefinition;
  language: Language;
  /** The request's query (a stories list reads `tags` and `page` from it). */
  query: Readonly<Record<string, string | string[] | undefined>>;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** Once per page: the first call for a key runs `make`, later ones share its promise (two lists, one tags query). */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** Blur placeholder of an image source; absent when the server computes none. */
  blur?: (src: string) => Promise<string | null>;
  stories?: StoriesGraphPort;
}

/** A block's server data; null leaves the block without (it renders from its fields alone). Never throws. */
export type BlockDataLoader = (block: ContentBlock, ctx: BlockLoadContext) => Promise<BlockData | null>;

/**
 * A content block the host renders itself: the same `{ Component, loadData }` a remote's block module has.
 * loadData is imported on demand, so the browser bundle gets a chunk it never asks for, not the loader.
 */
export interface HostBlock {
  Component: BlockRenderer;
  loadData?: () => Promise<BlockDataLoader>;
  /** Fetches the Component's code when it is a chunk of its own (catalogue/lazyBlock). */
  preload?: () => Promise<void>;
}
