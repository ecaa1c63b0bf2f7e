// The content platform's payloads, one module per concept.
export * from './navigation';
export * from './siteSettings';
export * from './footer';
export * from './blocks';
export * from './carBlocks';
export * from './layout';
export * from './story';
export * from './facetLabel';
export * from './sortOptionConfig';
