import { safeNavigation } from './safeNavigation';

const here = { href: 'https://dealergroup.se/kop-bil?x=1', origin: 'https://dealergroup.se' };

describe('safeNavigation (issue 12 item 12)', () => {
  it.each([
    ['/kop-bil?car_brand=Volvo', 'https://dealergroup.se/kop-bil?car_brand=Volvo'],
    ['https://dealergroup.se/nyheter', 'https://dealergroup.se/nyheter'],
    ['?page=2', 'https://dealergroup.se/kop-bil?page=2'],
  ])('follows %s', (href, expected) => expect(safeNavigation(href, here)?.toString()).toBe(expected));

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/login',
    '/\\evil.example',
    'https://evil.example/',
    'http://dealergroup.se/kop-bil',
    'https://dealergroup.se.evil.example/',
    'http://[::1',
  ])('refuses %s', (href) => expect(safeNavigation(href, here)).toBeNull());
});
