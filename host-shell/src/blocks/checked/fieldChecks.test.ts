import type { ContentBlock } from '@showroom/contracts';
import { checkBlockFields } from './fieldChecks';

// What the server hands the browser for each host block: checked once, carried in the page state as JSON.

const block = (componentName: string, fields: unknown, uid = `${componentName}-1`): ContentBlock => ({ uid, componentName, fields }) as ContentBlock;
const slide = (title: string) => ({ Title: title, Text: null, TextShadow: false, TextColor: 'White', ButtonType: 'None', Image: { src: `/img/${title}.jpg`, alt: title } });
const carousel = (fields: Record<string, unknown>) =>
  block('Carousel', { HasMediaButtons: true, ContentPlacementXAxis: 'Left', ContentPlacementYAxis: 'Bottom', Height: 'Medium', Slides: [slide('Ett'), slide('Två')], ...fields });

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('checkBlockFields', () => {
  it('gives a blurb its fields and a broken one null, logged once', () => {
    const checked = checkBlockFields([block('Blurb', { Title: 'Anläggningar' }, 'b1'), block('Blurb', { Title: 42 }, 'b2')]);
    expect(checked.b1).toMatchObject({ Title: 'Anläggningar' });
    expect(checked.b2).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('Blurb b2 has invalid fields');
  });

  it("keeps a list's good items and leaves out a bad one", () => {
    const checked = checkBlockFields([carousel({ Slides: [slide('Ett'), { Title: 7 }, slide('Tre')] })]);
    // Three slides given, the second has a number for a title: two remain, in order.
    expect((checked['Carousel-1'] as { Slides: { Title: string }[] }).Slides.map((s) => s.Title)).toEqual(['Ett', 'Tre']);
  });

  it("fills the schema's defaults (a carousel's 5 s autoplay)", () => {
    expect(checkBlockFields([carousel({})])['Carousel-1']).toMatchObject({ AutoplaySeconds: 5 });
  });

  it('leaves out blocks it does not check: remote blocks, unknown names, names inherited by every object', () => {
    const checked = checkBlockFields([block('CarOfTheWeek', {}), block('Nonsense', {}), block('constructor', {}), block('toString', {})]);
    expect(checked).toEqual({});
  });

  it('answers what survives the page state: the same after JSON', () => {
    const checked = checkBlockFields([carousel({}), block('Blurb', { Title: 'X', ImageDesktop: { src: '/i.jpg', width: 1600, height: 900 } }, 'b1'), block('Countdown', { Title: 'Rea', TargetDate: '2026-12-24T00:00:00Z' })]);
    expect(JSON.parse(JSON.stringify(checked))).toEqual(checked);
  });
});
