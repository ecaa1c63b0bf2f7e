import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeRoot } from '@showroom/ui';
import { getSite, isSiteCode, type Language } from '@showroom/sites';
import type { ShowroomApi } from '@showroom/contracts';
import { browserContext } from '../browser/browserContext';
import { lazyHttpApi } from '../browser/lazyHttpApi';
import { SectionErrorPlaceholder } from '../react/SectionErrorPlaceholder';
import { NO_SITE_THEME, StandaloneModule } from '../react/StandaloneModule';
import { isTextsLanguage } from '@showroom/i18n/language-texts';
import { loadBuiltInTexts, registerBuiltInTexts } from '../builtInTexts';
import type { RemoteModule } from '../types';
import { embedApiBase, embedParams } from './embedAttributes';
import { forwardDataLayer } from './forwardDataLayer';
// The type of __webpack_nonce__ only: the entry ran the module itself before any other (its value is read there).
import type {} from './scriptNonce';

export interface EmbedOptions {
  /** The attributes that carry the module's route params, in order (the catalogue's embed.params: `car-id`). */
  params?: readonly string[];
  /**
   * The BFF client its loadData calls, made for the element's `api` origin: the generated entry passes createHttpApi
   * to an embed whose loadData runs on the partner's page. Without it the client is fetched on its first call
   * (lazyHttpApi): an embed whose data the host loads (withHostData) never calls it, and starts without its schemas.
   */
  api?: (apiBase: string) => ShowroomApi;
}

/**
 * Registers a custom element that mounts a module in its own shadow root, so styles do not leak
 * in or out. Attributes: site (site code), locale (language), api (the BFF origin), and what
 * `options.params` names for the module's route params (the car detail's `car-id`).
 */
export function defineEmbed<P extends object>(tagName: string, remote: string, module: RemoteModule<P>, options: EmbedOptions = {}): void {
  if (customElements.get(tagName)) return;
  registerBuiltInTexts();
  forwardDataLayer();

  class ShowroomEmbed extends HTMLElement {
    private root: Root | undefined;

    connectedCallback(): void {
      if (this.root) return;
      const siteAttr = this.getAttribute('site') ?? '';
      const localeAttr = this.getAttribute('locale') ?? '';
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const mountPoint = document.createElement('div');
      shadow.appendChild(mountPoint);
      this.root = createRoot(mountPoint);
      // Emotion writes into the shadow root; a key of its own keeps it apart from any emotion on the page. Its style
      // tags carry the nonce of the partner's script tag (scriptNonce.ts), so a policy without 'unsafe-inline' styles allows them.
      const cache = createCache({ key: 'sr-embed', container: shadow as unknown as Node, nonce: __webpack_nonce__ });
      if (!isSiteCode(siteAttr)) {
        console.warn(`[embed] ${tagName}: unknown site "${siteAttr}"`);
        // Without a site there is no theme, and the placeholder's styles read one.
        this.root.render(
          <CacheProvider value={cache}>
            <ThemeRoot theme={NO_SITE_THEME} scope="shadow">
              <SectionErrorPlaceholder language="en" remote={remote} />
            </ThemeRoot>
          </CacheProvider>,
        );
        return;
      }
      const site = getSite(siteAttr);
      const language: Language = isTextsLanguage(localeAttr) ? localeAttr : site.locales[0]!.language;
      const apiBase = embedApiBase(this);
      this.root.render(
        <CacheProvider value={cache}>
          <ThemeRoot theme={site.theme} scope="shadow">
            <StandaloneModule remote={remote} mountedBy="embed" module={module} language={language} texts={loadBuiltInTexts(language)} context={() => browserContext(site.code, language, apiBase, embedParams(this, options.params ?? []), (options.api ?? lazyHttpApi)(apiBase))} />
          </ThemeRoot>
        </CacheProvider>,
      );
    }

    disconnectedCallback(): void {
      this.root?.unmount();
      this.root = undefined;
    }
  }
  customElements.define(tagName, ShowroomEmbed);
}
