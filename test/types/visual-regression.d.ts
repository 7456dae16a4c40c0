// @web/test-runner-visual-regression 0.10's index.d.ts re-exports './browser/commands.mjs', whose
// types (commands.d.ts) TypeScript does not find from a .mjs specifier: the command, declared here.
declare module '@web/test-runner-visual-regression' {
  /** Screenshots `element` and compares it with the reference named `name` (web-test-runner.config.mjs). */
  export function visualDiff(element: Element, name: string): Promise<void>;
}
export {};
