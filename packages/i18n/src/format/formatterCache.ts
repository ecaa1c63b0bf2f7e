/**
 * One Intl formatter (or plural rules) per locale and options, made on first use. Making one costs far more than formatting with it
 * (it loads the locale's data): formatNumber alone was 5.6 % of the host's CPU per home page before (bench:ssr).
 */
export function cachedFormatter<F>(make: (locale: string) => F): (locale: string) => F {
  const byLocale = new Map<string, F>();
  return (locale) => {
    let formatter = byLocale.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      byLocale.set(locale, formatter);
    }
    return formatter;
  };
}
