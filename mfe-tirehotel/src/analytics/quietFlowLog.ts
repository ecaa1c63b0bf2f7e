/**
 * For tests: the flow's own log lines ("[tire hotel] ...", analytics/track.ts logOutcome) are expected and kept out
 * of the output; anything else written to console.error (a React warning) still shows. Call in beforeEach; undone by
 * jest.restoreAllMocks().
 */
export function quietFlowLog(): void {
  const realError = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('[tire hotel]')) realError(...args);
  });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}
