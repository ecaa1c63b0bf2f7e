import { createRoot } from 'react-dom/client';
import { createHttpApi } from '@showroom/api-client';
import { getEventBus, persistCompare } from '@showroom/event-bus';
import { getSite, isSiteCode, matchPage, localeFromPath, type Language, type SiteCode } from '@showroom/sites';
import { ThemeRoot } from '@showroom/ui';
import { browserContext } from '../browser/browserContext';
import { forwardDataLayer } from '../embed/forwardDataLayer';
import { ModuleMount } from '../react/ModuleMount';
import { SectionErrorPlaceholder } from '../react/SectionErrorPlaceholder';
import { reportRemoteFailure } from '../react/reportRemoteFailure';
import type { RemoteCatalogue } from '@showroom/contracts';
import type { RemoteDefinition } from '../defineRemote';
import { loadBuiltInTexts, registerBuiltInTexts } from '../builtInTexts';

/**
 * The standalone dev page of a remote: mounts its declared dev module for the site and language in the query
 * (?site=carstore-se&lang=sv), loading its data through the dev BFF, as the composed site would.
 */
export function mountDev<C extends RemoteCatalogue>(definition: RemoteDefinition<C>): void {
  registerBuiltInTexts();
  const remote = definition.catalogue.name;
  const defaultSite: SiteCode = definition.dev.site;
  const load = definition.modules[definition.dev.module];
  const params = new URLSearchParams(window.location.search);
  const code = params.get('site') ?? defaultSite;
  const site = getSite(isSiteCode(code) ? code : defaultSite);
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
        load={async () => {
          await loadBuiltInTexts(language);
          return (await load()).default;
        }}
        context={() => browserContext(site.code, language, '', routeParams, createHttpApi(''))}
        onError={(stage, error) => reportRemoteFailure(remote, 'dev', stage, error)}
        fallback={<SectionErrorPlaceholder language={language} remote={remote} />}
      />
    </ThemeRoot>,
  );
}
