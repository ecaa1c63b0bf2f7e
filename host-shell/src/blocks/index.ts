// What the shell and other block renderers (e.g. the stories blocks) use from the content blocks.
export { ContentBlocks, type ContentBlocksProps } from './ContentBlocks';
export type { BlockRenderer, BlockRendererProps } from './blockRenderer';
export { useBlockScope, type BlockScopeValue } from './BlockScope';
export { BlockHeading } from './heading/BlockHeading';
export { resolveHeadingTag, headingBelow, type HeadingTag } from './heading/headingTag';
export { parseBlockFields, parseItems } from './parseFields';
export { EditorNote } from './EditorNote';
