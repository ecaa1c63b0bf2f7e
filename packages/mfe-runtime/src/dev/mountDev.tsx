import { createRoot } from 'react-dom/client';
import { getEventBus, persistCompare } from '@showroom/event-bus';
import { getSite, isSiteCode, matchPage, localeFromPath, type Language, type SiteCode } from '@showroom/sites';
import { ThemeRoot } from '@showroom/ui';
import { browserContext } from '../browser/browserContext';
import { forwardDataLayer } from '../embed/forwardDataLayer';
import { ModuleMount } from '../react/ModuleMount';
import { SectionErrorPlaceholder } from '../react/SectionErrorPlaceholder';
import { reportRemoteFailure } from '../react/reportRemoteFailure';
import type { RemoteModule } from '../types';

/**
 * The standalone dev page of a remote: mounts one module for the site and language in the query
 * (?site=carstore-se&lang=sv), loading its data through the dev BFF, as the composed site would.
 */
export function mountDev(remote: string, module: RemoteModule, defaults: { site: SiteCode }): void {
  const params = new URLSearchParams(window.location.search);
  const code = params.get('site') ?? defaults.site;
  const site = getSite(isSiteCode(code) ? code : defaults.site);
  const { locale, rest } = localeFromPath(site, window.location.pathname);
  const language = (params.get('lang') as Language | null) ?? locale.language;
  // The dev page is a page of the site: its route params are the ones the server would match.
  const routeParams = matchPage(site, rest)?.params ?? [];
  forwardDataLayer();
  persistCompare(getEventBus(), window.sessionStorage);
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <ThemeRoot theme={site.theme}>
      <ModuleMount
        load={() => Promise.resolve(module)}
        context={() => browserContext(site.code, language, '', routeParams)}
        onError={(stage, error) => reportRemoteFailure(remote, 'dev', stage, error)}
        fallback={<SectionErrorPlaceholder language={language} remote={remote} />}
      />
    </ThemeRoot>,
  );
}
