import type { ContentBlock, ContentLanguage, Dictionary, Footer, Navigation, RemotePointer } from '@showroom/contracts';
import type { SlotDescriptor } from '@showroom/mfe-runtime';
import type { Language, SiteCode } from '@showroom/sites';

export type PageView =
  | { kind: 'home'; title: string; blocks: ContentBlock[] }
  | { kind: 'remote'; title: string; slot: SlotDescriptor }
  | { kind: 'content'; title: string; blocks: ContentBlock[] }
  | { kind: 'notFound'; title: string }
  | { kind: 'error'; title: string };

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
  dictionary: Dictionary;
  page: PageView;
}

/** JSON for an inline script: `<` is escaped so no CMS text can close the tag. */
export function serializeState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
