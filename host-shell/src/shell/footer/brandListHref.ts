/** The car list filtered to one brand: `<carListPath>?car_brand=<name>` (spec 1 §2). */
export function brandListHref(carListPath: string, brandName: string): string {
  const separator = carListPath.includes('?') ? '&' : '?';
  return `${carListPath}${separator}car_brand=${encodeURIComponent(brandName.trim())}`;
}
