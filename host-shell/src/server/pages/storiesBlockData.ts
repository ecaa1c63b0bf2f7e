import type { AxiosInstance } from 'axios';
import { createStoriesGraph } from '@showroom/bff';
import { loadStoriesBlockData } from '../../stories/server/loadStoriesBlockData';
import type { BlockDataLoader } from './loadPage';

/** The page loader's hook for the stories blocks, over the content edge graph. */
export function createStoriesBlockDataLoader(contentClient: AxiosInstance): BlockDataLoader {
  return (blocks, ctx) => {
    const graph = createStoriesGraph(contentClient, ctx.log);
    return loadStoriesBlockData(graph, { site: ctx.site, language: ctx.language, blocks, query: ctx.query, log: ctx.log });
  };
}
