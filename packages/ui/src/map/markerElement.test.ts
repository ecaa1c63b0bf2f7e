import { markerElement } from './markerElement';

describe('markerElement', () => {
  it('is an SVG pin named by the site, text never parsed as markup, carrying the coordinate', () => {
    const element = markerElement('<img src=x onerror=alert(1)>', { lat: 59.3293, lng: 18.0686 }, '#123456');
    expect(element.dataset).toMatchObject({ lat: '59.3293', lng: '18.0686' });
    expect(element.querySelector('img')).toBeNull();
    const svg = element.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('<img src=x onerror=alert(1)>');
    expect(svg?.querySelector('title')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(svg?.querySelector('path')?.getAttribute('fill')).toBe('#123456');
  });
});
