import type { ContentBlock } from '@showroom/contracts';
import { firstTitledIndex } from './firstTitledIndex';

const block = (componentName: string, fields: Record<string, unknown> | null): ContentBlock => ({ uid: componentName, componentName, fields });

describe('firstTitledIndex', () => {
  it('skips blocks without a title, with an empty one or without fields', () => {
    const blocks = [block('Carousel', { Slides: [] }), block('Blurb', { Title: '  ' }), block('Spacer', null), block('Blurb', { Title: 'Välkommen' }), block('Countdown', { Title: 'Rea' })];
    expect(firstTitledIndex(blocks)).toBe(3);
  });

  it('is -1 when no block has a title', () => {
    expect(firstTitledIndex([block('Carousel', {})])).toBe(-1);
    expect(firstTitledIndex([])).toBe(-1);
  });
});
