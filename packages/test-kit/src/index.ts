// What unit tests of every workspace share; never imported by app code.
// The inert stubs live with the design system, whose widgets need them and which sits below this kit.
export { installBrowserStubs } from '@showroom/ui/testing';
export { mockIntersectionObserver, mockMatchMedia, mockMediaPlayback, mockResizeObserver, reducedMotion } from './browserMocks';
export { serverRenderThenHydrate, type Hydrated } from './hydration';
export { fakeSearchApi, noSearchApi, testLoadContext, type FakeSearchSource } from './loadContext';
// The fake BFF swaps the typed client's transport, so it lives with the client; the kit is the one place to find it.
export { fakeBff, type FakeBffAnswer } from '@showroom/api-client/testing';
export { expectProps } from './contract';
