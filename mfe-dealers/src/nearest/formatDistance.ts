/**
 * A distance as a card shows it, in the page language: under 1 km in metres rounded to 10 m
 * ("850 m"), under 10 km with one decimal ("3,4 km" in Swedish), further in whole km ("12 km").
 */
export function formatDistance(km: number, language: string): string {
  if (km < 1) {
    // 0.995 km rounds to 1000 m, which reads better as 1 km.
    const metres = Math.round((km * 1000) / 10) * 10;
    if (metres < 1000) return new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(metres);
  }
  const digits = km < 9.95 ? 1 : 0;
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', minimumFractionDigits: 0, maximumFractionDigits: digits }).format(km < 1 ? 1 : km);
}
