import type { RemoteModule } from './types';

/** Declares an exposed module; a typed identity so each remote states its component and loader together. */
export function defineRemoteModule<P extends object>(module: RemoteModule<P>): RemoteModule<P> {
  return module;
}
