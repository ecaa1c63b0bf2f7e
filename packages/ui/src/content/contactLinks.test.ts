import { mailtoHref, telHref } from './contactLinks';

describe('telHref', () => {
  it('dials the digits with a leading + and without the bracketed trunk zero', () => {
    expect(telHref('08-123 45 67')).toBe('tel:081234567');
    expect(telHref(' +46 (0)8 123 45 67 ')).toBe('tel:+4681234567');
    expect(telHref('–')).toBeUndefined();
    expect(telHref(null)).toBeUndefined();
  });
});

describe('mailtoHref', () => {
  it('links an address and nothing that could carry mailto parameters', () => {
    expect(mailtoHref(' anna@bilhallen.se ')).toBe('mailto:anna@bilhallen.se');
    expect(mailtoHref('anna@bilhallen.se?bcc=x@y.z')).toBeUndefined();
    expect(mailtoHref('anna')).toBeUndefined();
    expect(mailtoHref('')).toBeUndefined();
  });

  it('adds the subject encoded, so the subject cannot add parameters either', () => {
    // "Däckhotell ABC123&bcc=x@y.z": ä is %C3%A4, the space %20, & %26, = %3D, @ %40.
    expect(mailtoHref('dackhotell@dealergroup.se', 'Däckhotell ABC123&bcc=x@y.z')).toBe('mailto:dackhotell@dealergroup.se?subject=D%C3%A4ckhotell%20ABC123%26bcc%3Dx%40y.z');
    expect(mailtoHref('anna@bilhallen.se?bcc=x@y.z', 'Servicebokning ABC123')).toBeUndefined();
  });
});
