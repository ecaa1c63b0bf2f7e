import React, { useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import singleSpaReact from 'single-spa-react';
import { ThemeRoot } from '@showroom/ui';
import { getSite, type Language } from '@showroom/sites';
import { browserContext } from '../browser/browserContext';
import { contextAfterRedirect } from '../browser/moduleRedirect';
import { ModuleMount } from '../react/ModuleMount';
import { SectionErrorPlaceholder } from '../react/SectionErrorPlaceholder';
import { reportRemoteFailure } from '../react/reportRemoteFailure';
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

/** single-spa-react lifecycles (bootstrap, mount, unmount) for an exposed module. */
export function createLifecycles<P extends object>(remote: string, module: RemoteModule<P>) {
  function Root(props: LifecycleProps) {
    const site = getSite(props.site);
    // One cache per mount, keyed by the remote so two applications' caches stay apart in the head.
    const [cache] = useState(() => (props.nonce ? createCache({ key: remote, nonce: props.nonce }) : undefined));
    const tree = (
      <ThemeRoot theme={site.theme} scope="document">
        <ModuleMount
          load={() => Promise.resolve(module)}
          context={() => browserContext(props.site, props.language, props.apiBase ?? '', props.params ?? [])}
          redirectContext={contextAfterRedirect}
          onError={(stage, error) => reportRemoteFailure(remote, 'lifecycles', stage, error)}
          fallback={<SectionErrorPlaceholder language={props.language} remote={remote} />}
        />
      </ThemeRoot>
    );
    return cache ? <CacheProvider value={cache}>{tree}</CacheProvider> : tree;
  }
  return singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: () => <SectionErrorPlaceholder language="en" remote={remote} />,
    domElementGetter: (props) => props.domElement,
  });
}
