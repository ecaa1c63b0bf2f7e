import type { StoryDate } from '@showroom/contracts';
import type { Language } from '@showroom/sites';

const DAY_FIRST = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A story date as the visitor reads it: DD/MM/YYYY in English, otherwise YYYY-MM-DD (spec 1 §9).
 * The platform formats it already, in the site's time zone; a value formatted the other way round
 * is rewritten from its own digits, never from the ISO value, whose UTC day can differ.
 */
export function storyDateText(date: StoryDate, language: Language): string {
  const dayFirst = DAY_FIRST.exec(date.formattedValue);
  const yearFirst = YEAR_FIRST.exec(date.formattedValue);
  const parts = dayFirst ? { d: dayFirst[1], m: dayFirst[2], y: dayFirst[3] } : yearFirst ? { d: yearFirst[3], m: yearFirst[2], y: yearFirst[1] } : null;
  if (!parts) return date.formattedValue;
  return language === 'en' ? `${parts.d}/${parts.m}/${parts.y}` : `${parts.y}-${parts.m}-${parts.d}`;
}
