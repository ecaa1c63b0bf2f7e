import { takePageNonce } from './browser/pageNonce';
import type { RemoteModule } from './types';

/** Declares an exposed module: its component and the loader of its props, typed together. */
export function defineRemoteModule<P extends object>(module: RemoteModule<P>): RemoteModule<P> {
  // Every exposed module declares itself here as its chunk runs, ahead of any chunk the remote inserts itself.
  takePageNonce();
  return module;
}
