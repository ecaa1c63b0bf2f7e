import type { AlertBar, BrandLogo, ContentBlock, ContentLanguage, Dictionary, Footer, Navigation, RemotePointer } from '@showroom/contracts';
import type { SlotDescriptor } from '@showroom/mfe-runtime';
import type { Language, SiteCode } from '@showroom/sites';
import type { ShowroomTheme } from '@showroom/ui';
import type { BlockFieldsMap } from '../blocks/checked/checkedFields';
import type { BlockDataMap } from './page/blockData';

export type PageView =
  | { kind: 'home'; title: string; blocks: ContentBlock[] }
  | { kind: 'remote'; title: string; slot: SlotDescriptor }
  | { kind: 'content'; title: string; blocks: ContentBlock[] }
  | { kind: 'notFound'; title: string }
  | { kind: 'error'; title: string };

/** Head metadata of a page (spec 1 §3 page route and site settings fields). */
export interface PageMeta {
  /** The full document title, the site's title template applied. */
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string | null;
  canonicalUrl: string | null;
  favicon: string | null;
  gtmId: string;
  /** Page name and variant id of the page-view event (spec 1 §7). */
  pageName: string;
  pageVariantId: string;
}

/** What the server hands the browser shell: serialised once, rendered identically on both sides. */
export interface PageState {
  site: SiteCode;
  language: Language;
  /** The full request path, language prefix included. */
  path: string;
  /** Registry pointers of the remotes this page uses. */
  remotes: Record<string, RemotePointer>;
  navigation: Navigation | null;
  languages: ContentLanguage[];
  footer: Footer | null;
  brandLogos: BrandLogo[];
  alert: AlertBar | null;
  /** The hideAlert cookie was set when the page was requested. */
  hideAlert: boolean;
  dictionary: Dictionary;
  /**
   * The site's theme, or the page's BrandDesign, resolved on the server: the browser's shell then carries no table of
   * the seven themes (issue 14).
   */
  theme: ShowroomTheme;
  editing: boolean;
  /** Where the navigation search bar sends a keyphrase. */
  searchUrl: string | null;
  meta: PageMeta;
  /** Each content block's server data by uid, a remote block's slot among them. */
  blockData: BlockDataMap;
  /** Each host block's fields as the server checked them, by uid: the browser renders from these (blocks/checked). */
  blockFields: BlockFieldsMap;
  page: PageView;
  /** Only the main area, without header and footer (the editing render endpoint). */
  bare?: boolean;
}

/** JSON for an inline script: `<` is escaped so no CMS text can close the tag. */
export function serializeState(state: PageState): string {
  return serializeJson(state);
}

/** JSON that is safe inside a <script> element: nothing in it can close the element or end a line of JavaScript. */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
