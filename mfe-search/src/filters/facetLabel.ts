/**
 * A facet's label from the content configuration, or its field name as it is when none is
 * configured: without a label map (spec 2 §8 "Missing facet map", logged by loadCarList) the
 * panel still works, under the raw field names.
 */
export function facetLabel(name: string, labels: Record<string, string>): string {
  const configured = Object.hasOwn(labels, name) ? labels[name] : undefined;
  return typeof configured === 'string' && configured.trim() ? configured : name;
}
