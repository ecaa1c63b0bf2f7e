// The faults of issue 20, as the columns of the chaos matrix, and how each is put on one remote and taken off.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ChaosProxy, DeliveryFault } from './proxy';
import { publishFaultyVersion, type CodeFault } from './faultyVersions';

/** What a page must show when the fault is on (checkCell.ts checks it). */
export type Expectation =
  /** The slot shows the section placeholder; the rest of the page works. */
  | 'placeholder'
  /** The server could not render the slot: it went out empty and the browser rendered the remote. */
  | 'browser-render'
  /** As browser-render, and the page was sent within 1 s (the slot's server deadline, not the 30 s upstream). */
  | 'browser-render-fast'
  /** The page renders, then a click inside the slot makes it throw: the placeholder there, the shell's state kept. */
  | 'placeholder-after-click';

export type Variant =
  | { name: string; via: 'proxy'; fault: DeliveryFault['kind']; expect: Expectation; slowLoad?: boolean }
  | { name: string; via: 'dead-origin'; expect: Expectation }
  | { name: string; via: 'version'; fault: CodeFault; expect: Expectation };

export interface Column {
  id: 'unreachable' | 'delivery' | 'server-bundle' | 'slow-data' | 'component';
  title: string;
  variants: Variant[];
}

/** The five faults of the matrix; a cell passes when every variant of its column passes. */
export const COLUMNS: Column[] = [
  {
    id: 'unreachable',
    // The container is what a page loads of a remote (beside its manifest, which nothing reads while serving since
    // 2026-12-01: contracts' containerScriptUrl), so a missing build is a container 404.
    title: 'container 404 / unreachable',
    variants: [
      { name: 'container 404', via: 'proxy', fault: 'entry-404', expect: 'placeholder' },
      { name: 'connection refused', via: 'dead-origin', expect: 'placeholder' },
    ],
  },
  {
    id: 'delivery',
    title: 'entry/chunk 500 or hang',
    variants: [
      { name: 'remoteEntry 500', via: 'proxy', fault: 'entry-500', expect: 'placeholder' },
      { name: 'remoteEntry never answers', via: 'proxy', fault: 'entry-hang', expect: 'placeholder', slowLoad: true },
      { name: 'chunk 500', via: 'proxy', fault: 'chunk-500', expect: 'placeholder' },
      { name: 'chunk never answers', via: 'proxy', fault: 'chunk-hang', expect: 'placeholder', slowLoad: true },
    ],
  },
  {
    id: 'server-bundle',
    title: 'server bundle/loadData throws',
    variants: [
      { name: 'server bundle throws at evaluation', via: 'version', fault: 'eval-throws', expect: 'browser-render' },
      { name: 'loadData throws', via: 'version', fault: 'loaddata-throws', expect: 'browser-render' },
    ],
  },
  {
    id: 'slow-data',
    title: 'loadData held 30 s',
    variants: [{ name: 'loadData held 30 s', via: 'version', fault: 'loaddata-slow', expect: 'browser-render-fast' }],
  },
  {
    id: 'component',
    title: 'component throws',
    variants: [
      { name: 'throws during render', via: 'version', fault: 'render-throws', expect: 'placeholder' },
      { name: 'throws after a click', via: 'version', fault: 'click-throws', expect: 'placeholder-after-click' },
    ],
  },
];

export interface FaultSetting {
  root: string;
  cdnDir: string;
  cdnUrl: string;
  proxy: ChaosProxy;
  /** An origin in REMOTE_ORIGINS where nothing listens. */
  deadOrigin: string;
}

export interface AppliedFault {
  /** The version the registry now names (what a failure must be logged with). */
  version: string;
  /** The request path the fault must have been hit on (null: nothing to count). */
  hitPath: string | null;
  restore(): void;
}

/** Runs the registry command (`npm run remotes -- ...`) on the system's CDN; `cdnUrl` is the CDN origin it trusts. */
export function remotesCommand(setting: FaultSetting, cdnUrl: string, ...args: string[]): string {
  return execFileSync('node', [path.join(setting.root, 'packages/registry/bin/remotes.cjs'), ...args], {
    env: { ...process.env, SHOWROOM_CDN_DIR: setting.cdnDir, SHOWROOM_CDN_URL: cdnUrl },
    encoding: 'utf8',
  });
}

/** The version the registry points `remote` at now. */
export function liveVersion(cdnDir: string, remote: string): string {
  const registry = JSON.parse(fs.readFileSync(path.join(cdnDir, 'registry.json'), 'utf8')) as { remotes: Record<string, { version: string }> };
  const pointer = registry.remotes[remote];
  if (!pointer) throw new Error(`${remote} is not in the registry`);
  return pointer.version;
}

/** The parts of a version's mf-manifest.json the faults read. */
interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

function readManifest(cdnDir: string, remote: string, version: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(cdnDir, remote, version, 'mf-manifest.json'), 'utf8')) as Manifest;
}

/** The container file a host loads for `remote`'s `version`: its manifest's remoteEntry. */
export function containerEntry(cdnDir: string, remote: string, version: string): string {
  return readManifest(cdnDir, remote, version).metaData.remoteEntry.name;
}

/** The file name of the exposed module's own chunk (`__federation_expose_<Module>.<hash>.js`) from the version's manifest. */
export function exposedChunk(cdnDir: string, remote: string, version: string, moduleName: string): string {
  const manifest = readManifest(cdnDir, remote, version);
  const sync = manifest.exposes.find((entry) => entry.name === moduleName)?.assets.js.sync ?? [];
  const own = sync.find((file) => file.startsWith(`__federation_expose_${moduleName}.`)) ?? sync.at(-1);
  if (!own) throw new Error(`${remote} ${version}: no chunk for ${moduleName} in its manifest`);
  return own;
}

/**
 * Puts `variant` on `remote` (whose page module is `moduleName`) and moves the registry pointer, with the registry
 * command as a deploy would; restore() moves it back (`remotes rollback`) and lifts the proxy's fault.
 */
export function applyFault(setting: FaultSetting, remote: string, moduleName: string, variant: Variant): AppliedFault {
  const live = liveVersion(setting.cdnDir, remote);
  const rollback = () => remotesCommand(setting, setting.cdnUrl, 'rollback', remote);
  if (variant.via === 'version') {
    const version = publishFaultyVersion(setting.cdnDir, remote, live, variant.fault);
    remotesCommand(setting, setting.cdnUrl, 'set', remote, `${setting.cdnUrl}/${remote}/${version}/mf-manifest.json`);
    return { version, hitPath: null, restore: rollback };
  }
  // The same version through another origin: the proxy (or a dead port) mirrors the CDN's paths. The registry
  // command is told that origin is the CDN, so it records the digest of the server bundle the proxy passes on.
  const origin = variant.via === 'proxy' ? setting.proxy.origin : setting.deadOrigin;
  remotesCommand(setting, origin, 'set', remote, `${origin}/${remote}/${live}/mf-manifest.json`);
  if (variant.via === 'dead-origin') return { version: live, hitPath: null, restore: rollback };
  const fault: DeliveryFault =
    variant.fault === 'chunk-500' || variant.fault === 'chunk-hang'
      ? { kind: variant.fault, chunk: exposedChunk(setting.cdnDir, remote, live, moduleName) }
      : { kind: variant.fault, entry: containerEntry(setting.cdnDir, remote, live) };
  setting.proxy.setFault(remote, fault);
  const file = 'entry' in fault ? fault.entry : fault.chunk;
  return {
    version: live,
    hitPath: `/${remote}/${live}/${file}`,
    restore: () => {
      setting.proxy.setFault(remote, null);
      rollback();
    },
  };
}
