// The fields of each content block, a file per block: a block's chunk in the browser parses its own fields, and a
// module's unused schemas stay in a bundle (each is a call a minifier cannot prove free of side effects), so one file
// for all blocks put every block's schemas into each block's chunk. The image field stays theirs alone (./imageField),
// not an export of the package, as it was before the split.
export * from './heroBanner';
export * from './blurb';
export * from './cardList';
export * from './carModelCards';
export * from './carousel';
export * from './countdown';
export * from './storiesTeaser';
export * from './storyPages';
