import type { ContentBlock } from '@showroom/contracts';
import type { BlockDataMap } from '../../shell/page/blockData';
import { RemoteBlock } from '../remote/RemoteBlock';
import { blockRendererOf } from './blockRendererOf';
import { HOST_BLOCKS } from './hostBlocks';

const block = (componentName: string, uid = 'u1'): ContentBlock => ({ uid, componentName, fields: {} });
const slot = { id: 'slot-block-u1', remote: 'mfe-search', module: 'CarTeasers', version: '1.0.0', mode: 'client' } as const;
const remoteData = { u1: { kind: 'remote', slot } } as unknown as BlockDataMap;

describe('blockRendererOf', () => {
  it("renders the host's own blocks from their code, whatever the block data says", () => {
    expect(blockRendererOf(block('Blurb'), {})).toBe(HOST_BLOCKS.Blurb!.Component);
    expect(blockRendererOf(block('Blurb'), remoteData)).toBe(HOST_BLOCKS.Blurb!.Component);
  });

  it('renders a remote slot where the server gave the block one, by uid', () => {
    // CarTeasers is a remote block in the catalogue; the browser knows it by its slot only.
    expect(blockRendererOf(block('CarTeasers'), remoteData)).toBe(RemoteBlock);
    expect(blockRendererOf(block('CarTeasers', 'u2'), remoteData)).toBeUndefined();
  });

  it("leaves an unknown block, or another kind of data under the uid, to the editor's note", () => {
    expect(blockRendererOf(block('NoSuchBlock'), {})).toBeUndefined();
    expect(blockRendererOf(block('constructor'), {})).toBeUndefined();
    expect(blockRendererOf(block('CarTeasers'), { u1: { kind: 'hero', blurDataUrl: null } })).toBeUndefined();
  });
});
