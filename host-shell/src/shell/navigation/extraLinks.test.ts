import { extraLinks } from './extraLinks';

describe('extraLinks', () => {
  it('keeps items with a non-empty trimmed title and a usable href', () => {
    expect(
      extraLinks([
        { Title: ' Boka service ', Link: { href: '/service/boka' } },
        { Title: '   ', Link: { href: '/empty-title' } },
        { Title: '', Link: { href: '/no-title' } },
        { Title: 'No link', Link: { href: '' } },
        { Title: 'Script', Link: { href: 'javascript:void(0)' } },
      ]),
    ).toEqual([{ title: 'Boka service', href: '/service/boka', newTab: false }]);
  });

  it('opens a _blank target or an absolute address in a new tab', () => {
    expect(
      extraLinks([
        { Title: 'Blank', Link: { href: '/x', target: '_blank' } },
        { Title: 'Away', Link: { href: 'https://example.com' } },
      ]).map((l) => l.newTab),
    ).toEqual([true, true]);
  });
});
