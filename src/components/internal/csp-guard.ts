/**
 * Says why the elements cannot start on a page whose Content Security Policy refuses Lit's Trusted
 * Types policy (README "Content Security Policy").
 *
 * Lit creates one Trusted Types policy, named `lit-html`, when its module is evaluated, and it has
 * no option to name another or to do without one where the browser has Trusted Types. A page whose
 * `trusted-types` directive does not list `lit-html` (or lists it without `'allow-duplicates'` while
 * another copy of Lit already took the name) makes that call throw, so Lit's module, and every module
 * built on it, never runs: no element is defined and the browser's console only says that a policy
 * was refused.
 *
 * The game's module and the main entry import this module first, so it is evaluated before Lit (a
 * page that uses only `<playing-card>` gets the browser's own message). It listens for the browser's
 * `securitypolicyviolation` report of that refusal; when `<patience-game>` did not get defined, it
 * logs what to add to the policy and defines a stand-in `<patience-game>` that shows one line of text
 * and dispatches `patience-error` (code `csp`), so that a page listening for errors hears it. The
 * stand-in uses only `textContent`, which Trusted Types allow. It does nothing when the game started.
 * @module
 */

/** The tag of the stand-in (the game's own; the stand-in is defined only when the game was not). */
const GAME_TAG = 'patience-game';

/** Why, and what the page must allow: the console message and the `patience-error` message (at most 300 characters). */
const CSP_ERROR =
  "the game cannot start: this page's Content Security Policy refuses the Trusted Types policy lit-html that Lit creates. " +
  "Allow it: trusted-types lit-html (with 'allow-duplicates' if Lit is loaded twice). README: Content Security Policy";

function onViolation(event: Event): void {
  const e = event as SecurityPolicyViolationEvent;
  if (e.violatedDirective !== 'trusted-types' || !/\blit-html\b/.test(e.sample)) return;
  document.removeEventListener('securitypolicyviolation', onViolation);
  if (customElements.get(GAME_TAG)) return; // another copy of Lit was refused, not ours
  console.error(`patience-elements: ${CSP_ERROR}`);
  customElements.define(
    GAME_TAG,
    class extends HTMLElement {
      connectedCallback(): void {
        this.textContent = 'This game cannot start here (see the console).';
        this.dispatchEvent(
          new CustomEvent('patience-error', {
            detail: { code: 'csp', message: CSP_ERROR },
            bubbles: true,
            composed: true,
          }),
        );
      }
    },
  );
}

const page = globalThis as { trustedTypes?: unknown; document?: Document };
if (page.trustedTypes && page.document && typeof customElements !== 'undefined') {
  document.addEventListener('securitypolicyviolation', onViolation);
  // Once the modules that import this one have run: when the game got defined, nothing to watch.
  queueMicrotask(() => {
    if (customElements.get(GAME_TAG)) document.removeEventListener('securitypolicyviolation', onViolation);
  });
}
