import { contactHref } from './contactHref';

describe('contactHref', () => {
  it('makes a mailto: link of an address', () => {
    expect(contactHref(' info@example.se ', 'email')).toBe('mailto:info@example.se');
  });

  it('makes a tel: link of the digits of a national number', () => {
    expect(contactHref('010-123 45 00', 'phone')).toBe('tel:0101234500');
  });

  it('keeps the + of an international number', () => {
    expect(contactHref('+47 22 33 44 55', 'phone')).toBe('tel:+4722334455');
  });

  it('makes no link of an address that would add headers or recipients to the mail', () => {
    expect(contactHref('x@y.se?bcc=evil@z.se', 'email')).toBeUndefined();
    expect(contactHref('x@y.se&cc=evil@z.se', 'email')).toBeUndefined();
    expect(contactHref('x@y.se?subject=hi&body=click', 'email')).toBeUndefined();
  });

  it('makes no link of a number without digits', () => {
    expect(contactHref(' - ', 'phone')).toBeUndefined();
  });
});
