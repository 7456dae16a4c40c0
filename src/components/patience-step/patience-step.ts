/**
 * One step of a guide: `<patience-step move="hand foundation-2">caption</patience-step>`, a child of
 * `<patience-game guide>` (README "Guides").
 * @module
 */

/**
 * One step of a guide, written inside `<patience-game guide>`: the move the step plays, and its
 * caption (the element's content, any HTML: links, emphasis, suit symbols). It has no shadow root: the
 * caption is the page's own content, styled by the page, and shown (slotted) by the game under its
 * table while the step is the current one; the other steps are `hidden`. Before the elements load,
 * and without script, the captions read as plain text in the article.
 *
 * The move is written like a line of `historyText`, the cards being optional: `hand foundation-2`,
 * `hand → foundation-2`, `8H hand → foundation-2`, `9S 8S tableau-1 tableau-2` (the cards, when
 * given, say how many move and are checked). A step that cannot be read or played where it stands
 * makes the game fire `patience-error` (code `bad-guide`) and the guide stops before it.
 *
 * @summary One captioned move of a guide (inside `<patience-game guide>`).
 *
 * @attr {string} move - The move the step plays: `[cards] from [→] to`, e.g. `hand foundation-2` (see above).
 * @slot - The caption: any HTML, the page's own content.
 */
export class PatienceStep extends HTMLElement {
  /** The move the step plays, e.g. `hand foundation-2` (the `move` attribute). */
  get move(): string {
    return this.getAttribute('move') ?? '';
  }
  set move(value: string) {
    this.setAttribute('move', value);
  }
}

if (!customElements.get('patience-step')) customElements.define('patience-step', PatienceStep);

declare global {
  interface HTMLElementTagNameMap {
    'patience-step': PatienceStep;
  }
}
