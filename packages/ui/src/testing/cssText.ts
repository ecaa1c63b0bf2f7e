/** Test helper: the CSS text emotion inserted under a root (it uses insertRule, so textContent is empty). */
export function cssText(root: Document | ShadowRoot = document): string {
  return [...root.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('\n');
}
