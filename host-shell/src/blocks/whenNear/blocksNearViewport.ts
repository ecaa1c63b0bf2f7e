import { NEAR_VIEWPORT_MARGIN } from '@showroom/ui';
import { blockPlaceName } from './BlockCodeContext';

const MARGIN_PX = Number.parseInt(NEAR_VIEWPORT_MARGIN, 10);

/**
 * The uids of the blocks whose server-rendered place is within a margin of the viewport as the page starts (the
 * margin the places use to load as they come near), read before hydration: these fetch their code first.
 */
export function blocksNearViewport(uids: readonly string[], root: ParentNode = document, viewportHeight?: number): Set<string> {
  // No blocks (a remote's page): no layout read either (window.innerHeight and getBoundingClientRect each make the
  // browser lay the page out there and then, a long task on a phone).
  if (uids.length === 0) return new Set();
  const height = viewportHeight ?? window.innerHeight;
  const byName = new Map(uids.map((uid) => [blockPlaceName(uid), uid]));
  const near = new Set<string>();
  // Attribute values compared in code, not put in a selector: a uid comes from content.
  for (const place of root.querySelectorAll('[data-loads-when-near]')) {
    const uid = byName.get(place.getAttribute('data-loads-when-near') ?? '');
    if (uid === undefined) continue;
    const box = place.getBoundingClientRect();
    if (box.bottom >= -MARGIN_PX && box.top <= height + MARGIN_PX) near.add(uid);
  }
  return near;
}
