// What the host shell uses to compose remotes in the browser and on the server.
export * from './browser/remoteLoader';
export { pointersFromAllowedOrigins } from './browser/allowedPointers';
export * from './browser/browserContext';
export * from './react/RemoteSlot';
export * from './react/ModuleMount';
export * from './react/SectionErrorPlaceholder';
export * from './react/reportRemoteFailure';
export * from './embed/forwardDataLayer';
