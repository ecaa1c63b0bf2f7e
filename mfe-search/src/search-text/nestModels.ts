import type { ParsedSearchText } from './parseSearchText';

/** The nested brand > model facet the car list filters models by. */
export const NESTED_MODEL_FACET = 'car_brand>car_model';

/**
 * Turns the plain model values of parsed search text into the list's nested brand > model values
 * ("XC60" -> "Volvo>XC60"), so the filter panel shows the model ticked under its brand. A model
 * whose brand is unknown stays a plain car_model filter, which the list also understands.
 */
export function nestModels(parsed: ParsedSearchText, modelBrands: Readonly<Record<string, string>>): ParsedSearchText {
  const models = parsed.values.car_model ?? [];
  if (models.length === 0) return parsed;
  const values = { ...parsed.values };
  const nested = [...(values[NESTED_MODEL_FACET] ?? [])];
  const plain: string[] = [];
  for (const model of models) {
    const brand = Object.hasOwn(modelBrands, model) ? modelBrands[model] : undefined;
    if (brand) {
      const value = `${brand}>${model}`;
      if (!nested.includes(value)) nested.push(value);
    } else plain.push(model);
  }
  if (plain.length) values.car_model = plain;
  else delete values.car_model;
  if (nested.length) values[NESTED_MODEL_FACET] = nested;
  return { ...parsed, values };
}
