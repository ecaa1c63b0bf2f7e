import fc from 'fast-check';
import { pageViewEventSchema } from '../personalization';
import { pageViewEventCheck } from './pageViewCheck';
import { oneFieldOff, sameAnswers, textAround } from './testing/sameAnswers';

const spaces = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0', '\u2003', '\ufeff');
const padded = (text: fc.Arbitrary<string>) => fc.tuple(spaces, text, spaces).map(([before, middle, after]) => `${before}${middle}${after}`);
const validView = fc.record({
  channel: fc.constant('WEB'),
  currency: fc.constant('USD'),
  pageName: padded(fc.string({ minLength: 1, maxLength: 300 })),
  pageVariantId: padded(fc.string({ minLength: 1, maxLength: 200 })),
  language: fc.stringMatching(/^[a-z]{2}(-[A-Za-z]{2})?$/),
});
const view = oneFieldOff(validView, {
  channel: fc.constantFrom('web', 'APP', '', 1),
  currency: fc.constantFrom('usd', 'SEK', null),
  pageName: fc.oneof(padded(textAround(300)), spaces, fc.integer()),
  pageVariantId: fc.oneof(padded(textAround(200)), spaces, fc.constant(undefined)),
  language: fc.oneof(fc.constantFrom('SV', 'en_GB', 'en-GBR', ' sv', 'sv ', 'e', 'sv\n'), fc.string({ maxLength: 6 })),
});

describe('pageViewEventCheck gives pageViewEventSchema answers', () => {
  it('on generated events, padded and over-long names, odd language codes and values of every kind', () => {
    sameAnswers(pageViewEventSchema, pageViewEventCheck, fc.oneof(view, fc.anything()));
  });

  it('sends the names trimmed', () => {
    // Worked by hand: '  nyheter ' trims to 'nyheter'.
    const answer = pageViewEventCheck.safeParse({ channel: 'WEB', currency: 'USD', pageName: '  nyheter ', pageVariantId: 'default', language: 'sv' });
    expect(answer).toEqual({ success: true, data: { channel: 'WEB', currency: 'USD', pageName: 'nyheter', pageVariantId: 'default', language: 'sv' } });
  });
});
