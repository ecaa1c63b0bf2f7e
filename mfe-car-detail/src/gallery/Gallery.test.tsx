import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '@showroom/ui';
import { installBrowserStubs } from '@showroom/test-kit';
import { Gallery } from './Gallery';
import { ALL_MEDIA, IMAGES, NO_MEDIA, TITLE, renderGallery } from './galleryTesting';

// Reduced motion: no auto-rotation timer runs in these tests (Viewer360.test.tsx covers it).
beforeEach(() => installBrowserStubs({ reducedMotion: true }));

const modeGroup = () => screen.queryByRole('group', { name: 'Visningsläge' });
const modeNames = () => within(modeGroup()!).getAllByRole('button').map((b) => b.textContent);
const counter = () => screen.getByTestId('gallery-counter').textContent;
const mainImage = (group = 'Bilder') => within(screen.getByRole('group', { name: group })).getAllByRole('img')[0]!;

describe('Gallery modes', () => {
  it('offers only the modes the media service has', async () => {
    await renderGallery({ fetchMedia: async () => ({ ...NO_MEDIA, has360: true, images360: ALL_MEDIA.images360 }) });
    await waitFor(() => expect(modeGroup()).not.toBeNull());
    expect(modeNames()).toEqual(['Bilder', '360° exteriör']);
  });

  it('offers every mode, images first and pressed, when the service has everything', async () => {
    await renderGallery({ fetchMedia: async () => ALL_MEDIA });
    await waitFor(() => expect(modeGroup()).not.toBeNull());
    expect(modeNames()).toEqual(['Bilder', 'Video', '360° interiör', '360° exteriör']);
    expect(screen.getByRole('button', { name: 'Bilder' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no switcher when there is only images', async () => {
    const fetchMedia = jest.fn(async () => NO_MEDIA);
    await renderGallery({ fetchMedia });
    await waitFor(() => expect(fetchMedia).toHaveBeenCalledWith('ABC123', expect.anything()));
    expect(modeGroup()).toBeNull();
  });

  it('switches to the exterior 360, the interior 360 and the video, and back to the images', async () => {
    const user = userEvent.setup();
    await renderGallery({ fetchMedia: async () => ALL_MEDIA, apiBase: 'https://www.carstore.se' });
    await user.click(await screen.findByRole('button', { name: '360° exteriör' }));
    expect(screen.getByRole('button', { name: '360° exteriör' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Bilder' })).toHaveAttribute('aria-pressed', 'false');
    const exterior = await screen.findByRole('slider', { name: `360° exteriör av ${TITLE}` });
    // 36 exterior frames, the first shown
    expect(exterior).toHaveAttribute('aria-valuemax', '36');
    expect(exterior.querySelector('img[data-frame="0"]')).toHaveAttribute('src', 'https://www.carstore.se/-/media/cars/10234/360/1.webp?w=1280');

    await user.click(screen.getByRole('button', { name: '360° interiör' }));
    expect(await screen.findByRole('slider', { name: `360° interiör av ${TITLE}` })).toHaveAttribute('aria-valuemax', '24');

    await user.click(screen.getByRole('button', { name: 'Video' }));
    const video = await screen.findByLabelText(`Video av ${TITLE}`);
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', 'https://www.carstore.se/-/media/cars/10234/video/1.webm');
    expect(screen.queryByRole('slider')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bilder' }));
    expect(counter()).toBe('1 / 3');
  });

  it('shows an animated-image clip (the sandbox without ffmpeg) as an image named as the video', async () => {
    const user = userEvent.setup();
    await renderGallery({ fetchMedia: async () => ({ ...NO_MEDIA, hasVideo: true, videoUrl: '/-/media/cars/10234/video/1.webp' }) });
    await user.click(await screen.findByRole('button', { name: 'Video' }));
    expect(await screen.findByRole('img', { name: `Video av ${TITLE}` })).toHaveAttribute('src', '/-/media/cars/10234/video/1.webp');
  });
});

describe('Gallery media-service failure (spec 2 §8)', () => {
  it('falls back to the plain image gallery, silently', async () => {
    const fetchMedia = jest.fn(async () => {
      throw new Error('502');
    });
    const { container } = await renderGallery({ fetchMedia });
    await waitFor(() => expect(container.querySelector('[data-media="failed"]')).not.toBeNull());
    expect(modeGroup()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(counter()).toBe('1 / 3');
    expect(mainImage()).toHaveAccessibleName(`${TITLE}, bild 1 av 3`);
  });

  it('does not ask the media service without a regNo', async () => {
    const fetchMedia = jest.fn(async () => ALL_MEDIA);
    await renderGallery({ fetchMedia, regNo: null });
    expect(fetchMedia).not.toHaveBeenCalled();
    expect(modeGroup()).toBeNull();
  });
});

describe('Gallery images', () => {
  it('moves with the arrow keys on the focused gallery, wrapping at both ends, and Home/End', async () => {
    const user = userEvent.setup();
    await renderGallery();
    const stage = screen.getByRole('group', { name: 'Bilder' });
    expect(stage).toHaveAccessibleDescription('Byt bild med vänster- och högerpil.');
    stage.focus();
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('2 / 3');
    expect(mainImage()).toHaveAccessibleName(`${TITLE}, bild 2 av 3`);
    await user.keyboard('{ArrowRight}{ArrowRight}'); // 2 -> 3 -> 1 (wraps)
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{ArrowLeft}'); // 1 -> 3 (wraps)
    expect(counter()).toBe('3 / 3');
    await user.keyboard('{Home}');
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{End}');
    expect(counter()).toBe('3 / 3');
  });

  it('moves with the previous/next buttons and the thumbnails', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(counter()).toBe('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Föregående bild' }));
    await user.click(screen.getByRole('button', { name: 'Föregående bild' }));
    expect(counter()).toBe('3 / 3');
    const thumbs = within(screen.getByRole('list', { name: 'Miniatyrbilder' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['Visa bild 1 av 3', 'Visa bild 2 av 3', 'Visa bild 3 av 3']);
    await user.click(thumbs[1]!);
    expect(counter()).toBe('2 / 3');
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
  });

  it('turns the page on a touch swipe of 40 px or more, not on a shorter one', async () => {
    await renderGallery();
    const stage = screen.getByRole('group', { name: 'Bilder' });
    act(() => {
      stage.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 200, pointerType: 'touch' }));
      stage.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 161, pointerType: 'touch' })); // 39 px
    });
    expect(counter()).toBe('1 / 3');
    act(() => {
      stage.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 200, pointerType: 'touch' }));
      stage.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 160, pointerType: 'touch' })); // 40 px to the left: next
    });
    expect(counter()).toBe('2 / 3');
  });

  it('serves the picture responsively from the media widths', async () => {
    await renderGallery({ apiBase: 'https://www.carstore.se' });
    const img = mainImage();
    expect(img).toHaveAttribute('src', 'https://www.carstore.se/-/media/cars/10234/1.svg?w=1280');
    expect(img.getAttribute('srcset')).toBe(
      [320, 640, 1280].map((w) => `https://www.carstore.se/-/media/cars/10234/1.svg?w=${w} ${w}w`).join(', '),
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 60vw, 100vw');
  });

  it('shows the missing-image fallback with missingImageText when there is no image', async () => {
    await renderGallery({ images: [] });
    // missingImageText in Swedish (packages/i18n/src/messages/carList.ts)
    expect(screen.getByRole('img', { name: 'Bild saknas' })).toHaveTextContent('Bild saknas');
    expect(screen.queryByRole('button', { name: 'Nästa bild' })).toBeNull();
  });

  it('shows the fallback when an image fails to load, in the visitor’s language', async () => {
    await renderGallery({ language: 'en', images: [IMAGES[0]!] });
    act(() => {
      mainImage('Photos').dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('img', { name: 'No image available' })).toBeInTheDocument();
  });
});

describe('Gallery fullscreen', () => {
  it('opens as a modal dialog with focus on Close, keeps Tab inside, and Escape returns focus to the opener', async () => {
    const user = userEvent.setup();
    await renderGallery({ fetchMedia: async () => ALL_MEDIA });
    await screen.findByRole('button', { name: 'Video' });
    const opener = screen.getByRole('button', { name: 'Visa i helskärm' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: `Galleri i helskärm: ${TITLE}` });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Stäng helskärm' });
    expect(close).toHaveFocus();
    // the same modes inside, the page's gallery inert behind
    expect(within(dialog).getByRole('button', { name: 'Video' })).toBeInTheDocument();
    expect(opener.closest('[inert]')).not.toBeNull();

    await user.tab({ shift: true }); // from the first element round to the last
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    await user.tab(); // and on from the last back to the first
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('closes with its Close button and keeps the image shown', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Nästa bild' }));
    await user.click(screen.getByRole('button', { name: 'Visa i helskärm' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('gallery-counter')).toHaveTextContent('2 / 3');
    within(dialog).getByRole('group', { name: 'Bilder' }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(within(dialog).getByRole('button', { name: 'Stäng helskärm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(counter()).toBe('3 / 3');
    expect(screen.getByRole('button', { name: 'Visa i helskärm' })).toHaveFocus();
  });
});

describe('Gallery fullscreen code (issue 14: not part of the page’s load)', () => {
  const realCode = () => import('./FullscreenGallery');

  it('is fetched when focus reaches the button, not with the gallery, and opens by Enter', async () => {
    const user = userEvent.setup();
    const load = jest.fn(realCode);
    await renderGallery({ loadFullscreen: load });
    expect(load).not.toHaveBeenCalled();
    const opener = screen.getByRole('button', { name: 'Visa i helskärm' });
    while (document.activeElement !== opener) await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Galleri i helskärm: ${TITLE}` });
    expect(within(dialog).getByRole('button', { name: 'Stäng helskärm' })).toHaveFocus();
  });

  it('is fetched when the pointer comes over the button', async () => {
    const user = userEvent.setup();
    const load = jest.fn(realCode);
    await renderGallery({ loadFullscreen: load });
    await user.hover(screen.getByRole('button', { name: 'Visa i helskärm' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so in the visitor’s language when its code does not come, keeps the gallery usable, and the next press tries again', async () => {
    const user = userEvent.setup();
    let arrives = false;
    const load = jest.fn(() => (arrives ? realCode() : Promise.reject(new Error('ChunkLoadError: gallery-fullscreen'))));
    await renderGallery({ loadFullscreen: load });
    const opener = screen.getByRole('button', { name: 'Visa i helskärm' });
    await user.click(opener);

    expect(await screen.findByRole('alert')).toHaveTextContent('Helskärmsläget kunde inte öppnas. Försök igen.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener.closest('[inert]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(counter()).toBe('2 / 3');

    arrives = true;
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('gallery-counter')).toHaveTextContent('2 / 3');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['en', 'The fullscreen view could not be opened. Please try again.'],
    ['nb', 'Fullskjermsvisningen kunne ikke åpnes. Prøv igjen.'],
  ] as const)('says it in %s', async (language, text) => {
    const user = userEvent.setup();
    await renderGallery({ language, loadFullscreen: () => Promise.reject(new Error('offline')) });
    await user.click(screen.getAllByRole('button', { name: /fullscreen|fullskjerm/i })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('Gallery texts', () => {
  it.each([
    ['nb', 'Vis i fullskjerm', 'Neste bilde'],
    ['fi', 'Näytä koko näytöllä', 'Seuraava kuva'],
    ['sk', 'Zobraziť na celú obrazovku', 'Nasledujúca fotografia'],
    ['en', 'Show fullscreen', 'Next photo'],
  ] as const)('labels its controls in %s', async (language, fullscreen, next) => {
    await renderGallery({ language });
    expect(screen.getByRole('button', { name: fullscreen })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
  });
});

describe('Gallery on the server', () => {
  it('renders the plain image gallery without touching browser APIs or the media service', () => {
    const fetchMedia = jest.fn(async () => ALL_MEDIA);
    const html = renderToString(
      <ThemeRoot theme="dealergroup">
        <Gallery images={IMAGES} title={TITLE} regNo="ABC123" apiBase="" language="sv" fetchMedia={fetchMedia} />
      </ThemeRoot>,
    );
    expect(html).toContain('1 / 3');
    expect(html).toContain('/-/media/cars/10234/1.svg?w=1280');
    expect(html).not.toContain('Visningsläge'); // modes come after the media answer, in the browser
    expect(fetchMedia).not.toHaveBeenCalled();
  });
});
