export * from './bffPlugin';
export * from './upstreams/config';
export * from './upstreams/http';
export * from './upstreams/searchService';
export * from './routes/stories/storiesGraph';
export { createFacetLabelsSource, type FacetLabelsSource } from './routes/facetLabels/facetLabelsSource';
export { createSortOptionsSource, type SortOptionsSource } from './routes/sortOptions/sortOptionsSource';
export * from './upstreams/contentGraph';
