import { fromAllowedOrigin, type RemotePointer } from '@showroom/contracts';

/**
 * The pointers whose manifests come from an allowed origin; the others are reported and left out, so
 * their modules fail to load (and fall back) rather than run foreign code on the page.
 */
export function pointersFromAllowedOrigins(remotes: Record<string, RemotePointer>, allowedOrigins: readonly string[], warn: (message: string) => void = console.warn): [string, RemotePointer][] {
  return Object.entries(remotes).filter(([name, pointer]) => {
    if (fromAllowedOrigin(pointer.manifest, allowedOrigins)) return true;
    warn(`[remotes] ${name}: ${pointer.manifest} is not from an allowed origin; not loaded`);
    return false;
  });
}
