/** The host's browser entry as a page names it: content-hashed (host-shell/src/server/render/hostEntryScript.ts). */
export const HOST_ENTRY_PATH = /\/static\/host\/main\.[0-9a-f]{8}\.js/;

/**
 * The path of the host's entry script in a page's HTML (fetched and started by the body's last script:
 * host-shell/src/server/render/hostEntryLoader.ts); throws when the page names none.
 */
export function hostEntryPath(html: string): string {
  const found = new RegExp(`<script nonce="[^"]*">\\(function\\(d,src\\)[^<]*"(${HOST_ENTRY_PATH.source})"\\)</script></body></html>$`).exec(html)?.[1];
  if (!found) throw new Error('the page names no content-hashed host entry script');
  return found;
}
