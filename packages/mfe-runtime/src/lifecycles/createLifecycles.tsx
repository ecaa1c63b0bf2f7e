import React, { useState, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import singleSpaReact from 'single-spa-react';
import { createHttpApi } from '@showroom/api-client';
import { ThemeRoot } from '@showroom/ui';
import { getSite, isSiteCode, type Language } from '@showroom/sites';
import { browserContext } from '../browser/browserContext';
import { SectionErrorPlaceholder } from '../react/SectionErrorPlaceholder';
import { NO_SITE_THEME, StandaloneModule } from '../react/StandaloneModule';
import { loadBuiltInTexts, registerBuiltInTexts } from '../builtInTexts';
import type { RemoteModule } from '../types';

/** Props a single-spa root config (or the host) passes at mount. */
export interface LifecycleProps {
  site: string;
  language: Language;
  domElement: HTMLElement;
  apiBase?: string;
  name?: string;
  /** The module's route params (the car detail: its id, and optionally its slug). */
  params?: string[];
  /**
   * The page's CSP nonce, which emotion's style tags then carry, so a policy without style-src 'unsafe-inline'
   * allows them (the root config has it on its own script tags). Without it emotion's default cache is used.
   */
  nonce?: string;
}

/** The site's theme and (with a nonce) an emotion cache of the remote's own around what a lifecycle renders. */
function Frame({ remote, props, children }: { remote: string; props: LifecycleProps; children: ReactNode }) {
  // One cache per mount, keyed by the remote so two applications' caches stay apart in the head.
  const [cache] = useState(() => (props.nonce ? createCache({ key: remote, nonce: props.nonce }) : undefined));
  const tree = (
    <ThemeRoot theme={isSiteCode(props.site) ? getSite(props.site).theme : NO_SITE_THEME} scope="document">
      {children}
    </ThemeRoot>
  );
  return cache ? <CacheProvider value={cache}>{tree}</CacheProvider> : tree;
}

/** single-spa-react lifecycles (bootstrap, mount, unmount) for an exposed module. */
export function createLifecycles<P extends object>(remote: string, module: RemoteModule<P>) {
  registerBuiltInTexts();
  function Root(props: LifecycleProps) {
    return (
      <Frame remote={remote} props={props}>
        <StandaloneModule remote={remote} mountedBy="lifecycles" module={module} language={props.language} texts={loadBuiltInTexts(props.language)} context={() => browserContext(props.site, props.language, props.apiBase ?? '', props.params ?? [], createHttpApi(props.apiBase ?? ''))} />
      </Frame>
    );
  }
  return singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Only an error in the frame itself gets past the boundary inside; its placeholder is themed all the same.
    errorBoundary: (_error, _info, props) => (
      <Frame remote={remote} props={props}>
        <SectionErrorPlaceholder language={props.language} remote={remote} />
      </Frame>
    ),
    domElementGetter: (props) => props.domElement,
  });
}
