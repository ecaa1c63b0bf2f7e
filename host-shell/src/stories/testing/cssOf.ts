/** The CSS rules emotion inserted for an element's classes (media queries included), for asserting layout in jsdom. */
export function cssOf(element: Element): string {
  const classes = [...element.classList].filter((name) => name.startsWith('css-'));
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .filter((rule) => classes.some((name) => rule.includes(`.${name}`)))
    .join('\n');
}
