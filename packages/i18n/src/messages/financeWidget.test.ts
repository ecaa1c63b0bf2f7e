import { dictionaries } from './dictionary';

describe('finance widget messages', () => {
  it('has the spec’s apology for a failed default call, verbatim, in English (spec 2 §8)', () => {
    expect(dictionaries.en['financeWidget.defaultError']).toBe(
      "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.",
    );
  });
});
