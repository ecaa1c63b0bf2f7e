import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ModuleMount } from './ModuleMount';
import type { Language } from '@showroom/sites';
import { PartErrorBoundary } from '@showroom/ui';
import type { SlotDescriptor } from '../types';
import { slotContext } from '../browser/browserContext';
import { loadRemoteModule } from '../browser/remoteLoader';
import { SectionErrorPlaceholder } from './SectionErrorPlaceholder';
import { reportRemoteFailure } from './reportRemoteFailure';

export interface RemoteSlotProps {
  slot: SlotDescriptor;
  language: Language;
  /** For server slots: the component, from the server bundle on the server and preloaded before hydration in the browser. */
  Component?: ComponentType<Record<string, unknown>> | undefined;
  /** For server slots whose module could not be loaded in the browser: the server HTML of the slot body, kept for hydration. */
  staleHtml?: string | undefined;
}

/** Hydrates the server HTML untouched (so hydration matches), then swaps in the placeholder. */
function StaleSlot({ html, placeholder }: { html: string; placeholder: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? placeholder : <div data-slot-body="" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/**
 * Marks the slot ready once the remote beside it has hydrated (a server slot) or mounted (a client slot, or a server
 * slot that fell back to the browser): React hydrates a remote's Suspense boundary after the shell, and a click
 * before that is lost, so tests and benches wait for this.
 */
function SlotReady({ slotId }: { slotId: string }) {
  useEffect(() => {
    document.getElementById(slotId)?.setAttribute('data-slot-ready', '');
  }, [slotId]);
  return null;
}

/**
 * A remote's place on the page. Server slots render the remote (and hydrate); client slots render an
 * empty box on the server, then load and mount in the browser. Any failure stays inside the slot.
 */
export function RemoteSlot(props: RemoteSlotProps) {
  const { slot, language, Component, staleHtml } = props;
  const placeholder = <SectionErrorPlaceholder language={language} remote={slot.remote} />;
  let body;
  if (staleHtml !== undefined) {
    body = <StaleSlot html={staleHtml} placeholder={placeholder} />;
  } else if (slot.mode === 'server' && Component) {
    body = (
      <Suspense fallback={null}>
        <Component {...(slot.props ?? {})} />
        <SlotReady slotId={slot.id} />
      </Suspense>
    );
  } else {
    body = (
      <ModuleMount
        load={() => loadRemoteModule<Record<string, unknown>>(slot.moduleId)}
        props={slot.props}
        context={() => slotContext(slot.inputs)}
        onError={(stage, error) => reportRemoteFailure(slot.remote, slot.version, stage, error)}
        fallback={placeholder}
        mounted={<SlotReady slotId={slot.id} />}
      />
    );
  }
  return (
    <div data-remote-slot={slot.moduleId} data-remote-version={slot.version} data-remote-mode={slot.mode} id={slot.id}>
      <PartErrorBoundary failed={placeholder} onError={(error) => reportRemoteFailure(slot.remote, slot.version, 'render', error)}>
        {staleHtml !== undefined ? body : <div data-slot-body="">{body}</div>}
      </PartErrorBoundary>
    </div>
  );
}
