import { infoFieldWidth, presentInfoFields } from './infoFields';

describe('presentInfoFields', () => {
  it('keeps fields with a heading or a text, in order', () => {
    const one = { Heading: 'Kundtjänst', Text: '' };
    const two = { Heading: '', Text: 'info@hedin.se' };
    expect(presentInfoFields({ InfoField1: one, InfoField2: two })).toEqual([one, two]);
  });

  it('drops missing and empty fields', () => {
    const two = { Heading: 'Kontakt', Text: 'info@hedin.se' };
    expect(presentInfoFields({ InfoField1: null, InfoField2: two })).toEqual([two]);
    expect(presentInfoFields({ InfoField1: { Heading: ' ', Text: '' }, InfoField2: undefined })).toEqual([]);
  });
});

describe('infoFieldWidth', () => {
  it('is full only for one field with the flag set', () => {
    expect(infoFieldWidth(1, true)).toBe('full');
    expect(infoFieldWidth(2, true)).toBe('half');
    expect(infoFieldWidth(1, false)).toBe('half');
  });
});
