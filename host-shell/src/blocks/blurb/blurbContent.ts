const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const filledSrc = (value: unknown): boolean => typeof value === 'object' && value !== null && filled((value as { src?: unknown }).src);

/** Whether a blurb or card has anything to show: a title, text, link, image, video or YouTube id. */
export function hasBlurbContent(fields: unknown): boolean {
  if (typeof fields !== 'object' || fields === null) return false;
  const f = fields as Record<string, unknown>;
  return (
    filled(f.Title) ||
    filled(f.Text) ||
    (typeof f.Link === 'object' && f.Link !== null && filled((f.Link as { href?: unknown }).href)) ||
    filledSrc(f.ImageDesktop) ||
    filledSrc(f.ImagePhone) ||
    filled(f.VideoDesktop) ||
    filled(f.VideoPhone) ||
    filled(f.YoutubeID)
  );
}

/** Which medium a blurb shows: YouTube wins over an own video, which wins over an image. */
export type BlurbMediaKind = 'youtube' | 'video' | 'image' | null;

/** The medium to show for a blurb's fields. */
export function blurbMediaKind(fields: { YoutubeID?: string | null | undefined; VideoDesktop?: string | null | undefined; VideoPhone?: string | null | undefined; ImageDesktop?: { src: string } | null | undefined; ImagePhone?: { src: string } | null | undefined }): BlurbMediaKind {
  if (filled(fields.YoutubeID)) return 'youtube';
  if (filled(fields.VideoDesktop) || filled(fields.VideoPhone)) return 'video';
  if (filledSrc(fields.ImageDesktop) || filledSrc(fields.ImagePhone)) return 'image';
  return null;
}
