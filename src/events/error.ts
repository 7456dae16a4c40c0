/**
 * Error codes of {@link PatienceErrorEvent}:
 * - `unknown-variant`, `bad-seed`, `bad-deck`, `bad-save`: bad input for a deal or `restore()`;
 * - `bad-attribute`: a value an attribute or property does not take (`auto-play="bogus"`, a `persist`
 *   key that is too long or not well-formed text); the setting stays as it was (`deal`: deals stay
 *   ordinary, and it reads as null);
 * - `bad-argument`: a value a method does not take (`replay(-5)`, `play(null)`); the call does nothing;
 *   and a `winnableWaitMs` that is not ms, 0 or more (2000 is taken);
 * - `storage`: localStorage is missing, full or failing (once per element); play goes on in memory;
 * - `csp`: the page's Content Security Policy keeps the elements from starting (its Trusted Types rules
 *   refuse Lit's `lit-html` policy); dispatched by a stand-in `<patience-game>` (README "Content Security Policy");
 * - `save-replaced`: another page (a tab of the same site, with the same `persist` key) saved its own
 *   game of the variant on the table over this one's; this page keeps playing its game and saves it
 *   again at its next move (README "Many tabs").
 * - `bad-guide`: a step of a guide (`<patience-game guide>`) that cannot be read or played where it
 *   stands, or a `start` move that cannot be played; the message names the step (1-based index, move
 *   text) and the reason; the guide stops before it (README "Guides").
 * - `missing-file`: a file the elements load on first use (a chunk beside the bundled file: the keys,
 *   dragging, a language, the hints…) could not be loaded, usually because only the bundled file was
 *   copied; the message names the file. Once per game; the game stays playable by click.
 */
export type PatienceErrorCode =
  | 'unknown-variant'
  | 'bad-seed'
  | 'bad-deck'
  | 'bad-save'
  | 'bad-attribute'
  | 'bad-argument'
  | 'storage'
  | 'save-replaced'
  | 'csp'
  | 'bad-guide'
  | 'missing-file';

export interface PatienceErrorDetail {
  readonly code: PatienceErrorCode;
  /** What was wrong, naming the bad value. */
  readonly message: string;
}

/**
 * `patience-error`: Fired for bad input (unknown variant, bad seed or deck order, bad saved game, a value an
 * attribute or a method does not take), a failing storage, a saved game replaced by another tab, or a file of the
 * elements that could not be loaded (`missing-file`); the game on screen
 * stays as it was. `message` is at most 300 characters.
 * Bubbles and is composed; `detail` is plain JSON.
 */
export class PatienceErrorEvent extends CustomEvent<PatienceErrorDetail> {
  static readonly eventType = 'patience-error';
  constructor(detail: PatienceErrorDetail) {
    super('patience-error', { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'patience-error': PatienceErrorEvent;
  }
}
