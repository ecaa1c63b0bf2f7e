import type { Language } from '@showroom/sites';
import { PartErrorBoundary } from '@showroom/ui';
import { contextAfterRedirect } from '../browser/moduleRedirect';
import type { LoadContext, RemoteModule } from '../types';
import { ModuleMount } from './ModuleMount';
import { reportRemoteFailure } from './reportRemoteFailure';
import { SectionErrorPlaceholder } from './SectionErrorPlaceholder';

/** The theme of a placeholder drawn where no site is known (the props or the attribute named none): the group's own. */
export const NO_SITE_THEME = 'dealergroup';

export interface StandaloneModuleProps<P extends object> {
  remote: string;
  /** How it was mounted, as failures are reported: `[remote] <remote>@<mountedBy> failed (<stage>)`. */
  mountedBy: 'lifecycles' | 'embed';
  module: RemoteModule<P>;
  context: () => LoadContext;
  language: Language;
  /** Settles when the module's texts of `language` are registered (builtInTexts' loadBuiltInTexts); a failure shows the placeholder. */
  texts: Promise<void>;
}

/**
 * A module mounted outside the host (single-spa lifecycles, a partner's embed): its data loaded in the browser, a
 * redirect followed inside it, and a failure to load or to render shown as the section placeholder in the page's
 * language. The caller puts it inside the site's theme, which the placeholder's styles read.
 */
export function StandaloneModule<P extends object>({ remote, mountedBy, module, context, language, texts }: StandaloneModuleProps<P>) {
  const placeholder = <SectionErrorPlaceholder language={language} remote={remote} />;
  return (
    <PartErrorBoundary failed={placeholder} onError={(error) => reportRemoteFailure(remote, mountedBy, 'render', error)}>
      <ModuleMount
        load={() => texts.then(() => module)}
        context={context}
        redirectContext={contextAfterRedirect}
        onError={(stage, error) => reportRemoteFailure(remote, mountedBy, stage, error)}
        fallback={placeholder}
      />
    </PartErrorBoundary>
  );
}
