// YouTube video ids are 11 characters of [A-Za-z0-9_-]; anything else is not put into a URL.
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The privacy-enhanced (youtube-nocookie) embed URL that starts playing, or null for an invalid id. */
export function youtubeEmbedUrl(id: string | null | undefined): string | null {
  const trimmed = id?.trim() ?? '';
  return VIDEO_ID.test(trimmed) ? `https://www.youtube-nocookie.com/embed/${trimmed}?autoplay=1&rel=0` : null;
}
