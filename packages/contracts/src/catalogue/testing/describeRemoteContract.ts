import type { ModuleEntry, RemoteCatalogue } from '../moduleCatalogue';

/** One module of a remote's contract as its test writes it out by hand. */
export interface DeclaredModule {
  name: string;
  kind: 'page' | 'block';
  /** The page kind or the block's componentName. */
  target: string;
  tag?: string;
  /** The embed's param attributes, in order; absent when the module is not embeddable. */
  params?: string[];
  singleSpa?: string;
}

/** The contract test of one remote's catalogue file: its modules written out, and the mount inputs every props schema demands. */
export function describeRemoteContract(remote: RemoteCatalogue, expected: DeclaredModule[]): void {
  describe(`${remote.name} catalogue`, () => {
    it('declares its modules with their page kind or block, embed tag, param attributes and single-spa name', () => {
      const declared = Object.values<ModuleEntry>(remote.modules).map((entry) => ({
        name: entry.name,
        kind: entry.kind,
        target: entry.kind === 'page' ? entry.page : entry.block,
        tag: entry.embed?.tag,
        params: entry.embed ? [...(entry.embed.params ?? [])] : undefined,
        singleSpa: entry.singleSpa,
      }));
      // toEqual treats a missing key and an undefined one alike, so rows leave out what a module does not have.
      expect(declared).toEqual(expected);
    });

    it('refuses props without the site and language every module is mounted with', () => {
      for (const entry of Object.values<ModuleEntry>(remote.modules)) expect(entry.props.safeParse({ apiBase: '' }).success).toBe(false);
    });
  });
}
