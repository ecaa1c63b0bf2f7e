import { socialIconName, socialLinksWithIcons } from './socialLinks';

describe('socialIconName', () => {
  it('maps content names to icons regardless of case', () => {
    expect(socialIconName('Facebook')).toBe('facebook');
    expect(socialIconName(' LinkedIn ')).toBe('linkedin');
    expect(socialIconName('YouTube')).toBe('youtube');
    expect(socialIconName('X')).toBe('x');
    expect(socialIconName('Twitter')).toBe('x');
  });

  it('has none for a network outside the icon set', () => {
    expect(socialIconName('TikTok')).toBeNull();
    expect(socialIconName('')).toBeNull();
  });
});

describe('socialLinksWithIcons', () => {
  it("keeps links with an icon and logs 'Icon not found' for the others", () => {
    const log = jest.fn();
    const links = [
      { name: 'Facebook', Url: 'https://www.facebook.com/hedin' },
      { name: 'TikTok', Url: 'https://www.tiktok.com/@hedin' },
      { name: 'Instagram', Url: 'https://www.instagram.com/hedin' },
    ];
    expect(socialLinksWithIcons(links, log)).toEqual([
      { name: 'Facebook', url: 'https://www.facebook.com/hedin', icon: 'facebook' },
      { name: 'Instagram', url: 'https://www.instagram.com/hedin', icon: 'instagram' },
    ]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Icon not found', 'TikTok');
  });

  it('skips a link without a URL silently', () => {
    const log = jest.fn();
    expect(socialLinksWithIcons([{ name: 'Facebook', Url: ' ' }], log)).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});
