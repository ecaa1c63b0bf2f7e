/** How many of a slug's words name the car: brand and model ("volvo-xc60-b4-momentum" -> "volvo xc60"). */
const NAME_WORDS = 2;

/**
 * The keyphrase the missing-car view searches with and carries to the car list (spec 2 "Car not
 * found"): the first words of the requested slug, so a sold Volvo XC60 offers other XC60s. Empty
 * when the path had no usable slug.
 */
export function keyphraseFromSlug(slug: string | undefined): string {
  let text = slug ?? '';
  try {
    text = decodeURIComponent(text);
  } catch {
    // A malformed escape: use the text as it came.
  }
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, NAME_WORDS)
    .join(' ')
    .slice(0, 100);
}
