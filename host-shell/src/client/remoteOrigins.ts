import { REMOTE_ORIGINS_META } from '../shell/remoteOriginsMeta';

/** The origins the server allows remote code from, read from the head (which no content reaches), never from page state. */
export function allowedRemoteOrigins(doc: Document = document): string[] {
  const meta = doc.head.querySelector(`meta[name="${REMOTE_ORIGINS_META}"]`);
  return (meta?.getAttribute('content') ?? '').split(/\s+/).filter(Boolean);
}
