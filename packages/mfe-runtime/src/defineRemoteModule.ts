import type { RemoteModule } from './types';

/** Declares an exposed module: its component and the loader of its props, typed together. */
export function defineRemoteModule<P extends object>(module: RemoteModule<P>): RemoteModule<P> {
  return module;
}
