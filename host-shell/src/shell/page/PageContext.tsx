import { createContext, useContext, type ReactNode } from 'react';
import type { Dictionary } from '@showroom/contracts';
import type { Translator } from '@showroom/i18n';
import type { Language, SiteDefinition } from '@showroom/sites';
import type { CheckedFieldsOf } from '../../blocks/checked/checkedFields';
import type { BlockDataMap } from './blockData';

/** What every part of the shell may need about the page it is on. */
export interface PageContextValue {
  site: SiteDefinition;
  language: Language;
  /** The request path, language prefix included. */
  path: string;
  /** The path of this site's home page in the page's language ('/' or '/en'). */
  homePath: string;
  /** Editing mode (spec 1 §1): editor-only links and fields show, fields are marked editable. */
  editing: boolean;
  /** Texts of the i18n package for the page's language. */
  t: Translator;
  /** The content platform's dictionary (e.g. storiesNoResults). */
  dictionary: Dictionary;
  blockData: BlockDataMap;
  /** A host block's fields as the server checked them (blocks/checked): the page state's, in a page. */
  checkedFields: CheckedFieldsOf;
}

const PageContext = createContext<PageContextValue | null>(null);

/** Provides the page context to the shell and its blocks. */
export function PageProvider({ value, children }: { value: PageContextValue; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/** The page context; throws outside a PageProvider, which is a programming error. */
export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside <PageProvider>');
  return value;
}

/** A dictionary text by key, or the fallback when the content platform has none. */
export function dictionaryText(dictionary: Dictionary, key: string, fallback: string): string {
  const value = dictionary[key];
  return typeof value === 'string' && value.trim() ? value : fallback;
}
