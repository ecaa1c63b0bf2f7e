import type { Footer } from '@showroom/contracts';

export type InfoField = NonNullable<Footer['InfoField1']>;
export type InfoFieldWidth = 'full' | 'half';

/** InfoField1 and InfoField2 that have a heading or a text, in that order. */
export function presentInfoFields(footer: Pick<Footer, 'InfoField1' | 'InfoField2'>): InfoField[] {
  return [footer.InfoField1, footer.InfoField2].filter((field): field is InfoField => Boolean(field && (field.Heading?.trim() || field.Text?.trim())));
}

/** A lone info field spans the full width when the content asks for it; otherwise fields share the row. */
export function infoFieldWidth(presentCount: number, oneChildFullWidth: boolean): InfoFieldWidth {
  return oneChildFullWidth && presentCount === 1 ? 'full' : 'half';
}
