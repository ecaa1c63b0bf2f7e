import { startTransition, useEffect, useEffectEvent, useState, type ComponentType, type ReactNode } from 'react';
import type { LoadContext, RemoteModule } from '../types';

type State<P extends object> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P>; props: P } | { status: 'failed' };

export interface ModuleMountProps<P extends object> {
  /** Gets the module: from the MF runtime on the composed site, directly in lifecycles and embeds. */
  load: () => Promise<RemoteModule<P>>;
  /** Props already known (serialised by the server); otherwise loadData runs in the browser. */
  props?: P | undefined;
  context: () => LoadContext;
  onError: (stage: string, error: unknown) => void;
  fallback: ReactNode;
  /**
   * Outside the host (embeds, single-spa) a redirect is followed inside the module: the context to load
   * with instead, or null to give up. Without it the page navigates, as on the composed site.
   */
  redirectContext?: (ctx: LoadContext, location: string) => LoadContext | null;
  /** Rendered beside the module once it is mounted (RemoteSlot's ready marker), never beside the fallback. */
  mounted?: ReactNode;
}

/** Loads a module and its data in the browser, then renders it; the fallback on any failure. */
export function ModuleMount<P extends object>({ load, props, context, onError, fallback, redirectContext, mounted }: ModuleMountProps<P>) {
  const [state, setState] = useState<State<P>>({ status: 'loading' });
  // The inputs are fixed for the life of a slot: the mount reads them as they are when it runs, once.
  const mount = useEffectEvent(async (isLive: () => boolean) => {
    let stage = 'browser load';
    try {
      const module = await load();
      stage = 'load data';
      const ctx = context();
      let result = props ? ({ kind: 'props', props } as const) : await module.loadData(ctx);
      if (!isLive()) return;
      if (result.kind === 'redirect') {
        if (!redirectContext) {
          window.location.assign(result.location);
          return;
        }
        // One hop only: a module that redirects again is not going to settle.
        const next = redirectContext(ctx, result.location);
        if (!next) throw new Error(`redirect to ${result.location} leaves the module`);
        result = await module.loadData(next);
        if (!isLive()) return;
        if (result.kind === 'redirect') throw new Error(`redirected twice (${result.location})`);
      }
      if (result.kind === 'notFound') throw new Error('not found');
      if (result.kind === 'unavailable') throw new Error(result.reason);
      // A transition: React renders the module in slices of a few milliseconds, yielding between them, where an update
      // outside an event renders in one task. An embed renders its whole module here on the partner's page (issue 14:
      // its blocking time); the loading box stays until the module is rendered, as before.
      const { props: loaded } = result;
      startTransition(() => setState({ status: 'ready', Component: module.Component, props: loaded }));
    } catch (error) {
      onError(stage, error);
      if (isLive()) setState({ status: 'failed' });
    }
  });
  useEffect(() => {
    let live = true;
    void mount(() => live);
    return () => {
      live = false;
    };
  }, []);

  if (state.status === 'loading') return <div aria-busy="true" data-slot-loading="" style={{ minHeight: 200 }} />;
  if (state.status === 'failed') return <>{fallback}</>;
  return (
    <>
      <state.Component {...state.props} />
      {mounted}
    </>
  );
}
