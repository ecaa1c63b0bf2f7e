import type * as z from '@showroom/contracts/z';

/** How a partner embeds a module: the custom element's tag and the attributes that carry its route params, in order. */
export interface EmbedDeclaration {
  tag: string;
  params?: readonly string[];
  /**
   * 'host': the embed asks the host for its data (GET /api/embed-data runs loadData there, its answer checked against
   * this catalogue), one call instead of loadData's calls from the partner's page. The module's file then also exports
   * its component as `Component`, which is all the embed carries; its loadData must not read the page's query (the
   * host gives it none).
   */
  data?: 'host';
}

interface EntryBase {
  props: z.ZodMiniType<object>;
  /** Partners' custom element; absent when the module is not embeddable. */
  embed?: EmbedDeclaration;
  /** The single-spa application name of the module's lifecycles (at most one per remote, exposed as ./lifecycles). */
  singleSpa?: string;
}

/** A module that renders a whole page kind of the site matrix (packages/sites PageKind). */
export interface PageEntryDeclaration extends EntryBase {
  kind: 'page';
  page: string;
}

/** A module that renders a content block, chosen by the block's componentName. */
export interface BlockEntryDeclaration extends EntryBase {
  kind: 'block';
  block: string;
}

export type ModuleDeclaration = PageEntryDeclaration | BlockEntryDeclaration;

/** A catalogue entry: the declaration with its id ('mfe-search/CarList'), remote and module name. */
export type ModuleEntry<D extends ModuleDeclaration = ModuleDeclaration, R extends string = string, N extends string = string> = D & {
  id: `${R}/${N}`;
  remote: R;
  name: N;
};

/** One remote's modules as the host and the remote agree on them. */
export interface RemoteCatalogue<R extends string = string, M extends Record<string, ModuleDeclaration> = Record<string, ModuleDeclaration>> {
  name: R;
  modules: { [K in keyof M & string]: ModuleEntry<M[K], R, K> };
}

/** The props a catalogue entry's module takes, from its schema. */
export type PropsOf<E extends { props: z.ZodMiniType<object> }> = z.output<E['props']>;

/** Declares one remote's exposed modules; ids, remote and names are derived, so each is written once. */
export function remoteCatalogue<const R extends string, const M extends Record<string, ModuleDeclaration>>(name: R, modules: M): RemoteCatalogue<R, M> {
  // Object.fromEntries cannot keep a mapped type; the loop fills exactly the keys the type names.
  const entries = {} as RemoteCatalogue<R, M>['modules'];
  for (const module of Object.keys(modules) as (keyof M & string)[]) {
    entries[module] = { ...modules[module], id: `${name}/${module}`, remote: name, name: module } as ModuleEntry<M[typeof module], R, typeof module>;
  }
  return { name, modules: entries };
}
