// Test helpers for the workspaces that use this package (`@showroom/ui/testing`); never imported by app code.
export { installBrowserStubs } from './testing/browserStubs';
