import type { ContentBlock } from '@showroom/contracts';
import type { SlotDescriptor } from '@showroom/mfe-runtime';
import { samplePageState } from '../../shell/testing/samplePageState';
import { eagerRemotes } from './eagerRemotes';

const slot = (remote: string): SlotDescriptor => ({
  id: `slot-${remote}`,
  moduleId: `${remote}/Part`,
  remote,
  version: '1.0.0',
  mode: 'server',
  inputs: { site: 'dealergroup-se', language: 'sv', path: '/', params: [], query: {} },
});
const block = (uid: string, componentName = 'Blurb'): ContentBlock => ({ uid, componentName, placeholder: 'main', fields: {} });

describe('eagerRemotes', () => {
  it("takes a remote page's own remote", () => {
    expect(eagerRemotes(samplePageState({ page: { kind: 'remote', title: 'Bilar', slot: slot('mfe-search') } }))).toEqual(['mfe-search']);
  });

  it("takes the remotes of a content page's first two blocks, once each, and none below them", () => {
    // The sandbox's home page: hero, blurb, blurb, then the car blocks (mfe-search): none in the first two.
    const home = samplePageState({
      page: { kind: 'home', title: 'Hem', blocks: [block('hero', 'HeroBanner'), block('b1'), block('b2'), block('search', 'CarSearchHero')] },
      blockData: { search: { kind: 'remote', slot: slot('mfe-search') } },
    });
    expect(eagerRemotes(home)).toEqual([]);
    const content = samplePageState({
      page: { kind: 'content', title: 'Boka', blocks: [block('picker', 'DealerPicker'), block('form', 'WorkshopBookingForm'), block('teasers', 'CarTeasers')] },
      blockData: { picker: { kind: 'remote', slot: slot('mfe-dealers') }, form: { kind: 'remote', slot: slot('mfe-forms') }, teasers: { kind: 'remote', slot: slot('mfe-search') } },
    });
    expect(eagerRemotes(content)).toEqual(['mfe-dealers', 'mfe-forms']);
  });

  it('takes none for a page without remotes', () => {
    expect(eagerRemotes(samplePageState({ page: { kind: 'notFound', title: 'Hittades inte' } }))).toEqual([]);
  });
});
