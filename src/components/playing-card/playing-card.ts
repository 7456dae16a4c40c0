import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../internal/define.js';
import { isCardCode, parseCard, type Card } from '../../engine/cards.js';
import { cardWords, faceDownCardWords, unknownCardWords } from '../../i18n/cards.js';
import { styles } from './playing-card.styles.js';
import { cardContents, cardTone } from './card-face.js';
import { withLocale } from '../../i18n/locale.js';
import { LocaleController } from '../../i18n/locale-controller.js';

/**
 * A playing card, drawn with CSS and inline SVG only (no images, no web fonts). It is presentational:
 * it shows a card and fires no events, so it works on its own in an article, e.g.
 * `<playing-card card="QS"></playing-card>`, and pile elements place it absolutely and fan it.
 *
 * The face has a corner index at the top left and, turned 180°, at the bottom right. The top-left index
 * always fits in the top 20 % of the card (22 % under 30 px), so it stays readable when a pile fans cards
 * and only that strip shows: from 96 px wide it is the classic rank above a small suit symbol; on
 * smaller cards the suit sits beside the rank ("10♥"), with the rank 27 % of the card's width and at
 * least 9 px, because a suit under the rank would be too small to read there. The centre has the
 * classic pip layout for 2–10 (the lower pips upside down), one large pip for an ace, and a framed
 * panel with the letter and suit for J, Q and K; below 48 px wide it shows one large suit symbol instead.
 * A code that is not a card shows a blank face with "?".
 *
 * Accessibility: the `base` part has `role="img"` and an `aria-label` in words, "ten of hearts",
 * "face-down card" or "unknown card". A face-down card draws its back only: nothing in its shadow root
 * (no face, no colour class) tells which card it is (the `card` attribute is the page's own).
 *
 * @summary A playing card face or back that scales from about 26 px to 140 px wide.
 *
 * @csspart base - The card itself (role img): border, rounded corners, shadow, highlight ring.
 * @csspart face - The face side, present when the card is face up.
 * @csspart back - The patterned back, present when the card is face down.
 * @csspart corner - Each of the two corner indices (top left, and bottom right turned 180°).
 * @csspart rank - The rank in a corner index ("A", "2" … "10", "J", "Q", "K"), or the "?" of an unknown code.
 * @csspart suit - The suit symbol in a corner index, and the single large centre symbol on small cards.
 * @csspart pip - A suit symbol in the centre of a number card or an ace: a `<path>` of the centre's svg, so `color`, `fill` and `opacity` style it.
 *
 * @cssprop [--patience-card-width=72px] - Width of the card; the height follows at 5 : 7.
 * @cssprop [--patience-card-radius=6 % of the card's width] - Corner radius (a length; in a game, give it in px or em: a `cqw` value there is measured against the table, not the card).
 * @cssprop [--patience-card-face=#fff] - Background of the face, and of the margin around the back.
 * @cssprop [--patience-card-border=#b4b4b4] - Colour of the thin border (and of the "?" of an unknown code).
 * @cssprop [--patience-card-red=#c8102e] - Colour of diamonds and hearts.
 * @cssprop [--patience-card-black=#1a1a1a] - Colour of clubs and spades.
 * @cssprop [--patience-card-back=navy lattice] - The `background` of the back, inside its white margin (any CSS background value: colours, gradients).
 * @cssprop [--patience-card-back-accent=#5b7fc7] - Colour of the default back's lattice and inner frame line.
 * @cssprop [--patience-card-shadow=soft drop shadow] - The card's `box-shadow`; `none` for a flat card.
 * @cssprop [--patience-card-font=serif system stack] - Font family of the ranks (system fonts only, e.g. 'Palatino Linotype', 'Times New Roman', serif).
 * @cssprop [--patience-highlight=#ffbf00] - Colour of the ring drawn round a selected card.
 * @cssprop [--patience-card-clubs=var(--patience-card-black)] - Color of clubs (green with `four-colour`).
 * @cssprop [--patience-card-diamonds=var(--patience-card-red)] - Color of diamonds (blue with `four-colour`).
 * @cssprop [--patience-court-gold=#e8b12f] - Court figures (`useCourtFigures()`): crowns, trim, the jack's tunic.
 * @cssprop [--patience-court-blue=#2f62b3] - Court figures: robes, gowns, jewels, the jack's feather.
 * @cssprop [--patience-court-skin=#f7d9b9] - Court figures: faces and hands.
 * @cssprop [--patience-court-hair=#7a4b22] - Court figures: hair, beards, the halberd's shaft.
 * @cssprop [--patience-court-line=#1d1d1d] - Court figures: outlines and eyes.
 */
@customElement('playing-card')
export class PlayingCard extends LitElement {
  static override styles = styles;

  /** The card code: rank letter then suit letter (`AS`, `TH`, `KD`; `10H` also works; case-insensitive). */
  @property() card = '';

  /** Show the back instead of the face. */
  @property({ type: Boolean, reflect: true, attribute: 'face-down' }) faceDown = false;

  /** Four-colour suits: clubs green, diamonds blue (as `<patience-game four-colour>`). */
  @property({ type: Boolean, attribute: 'four-colour' }) fourColour = false;

  /** Draw a highlight ring round the card (colour `--patience-highlight`). */
  @property({ type: Boolean, reflect: true }) selected = false;

  /**
   * The card is part of something that names it (a pile says "top: ten of hearts"): it has no role or
   * label of its own and is hidden from assistive technology, so nothing reads it twice.
   */
  @property({ type: Boolean }) decorative = false;

  /** The language of the card's name and indices: its `lang`, the closest ancestor's, or the page's. @internal */
  private readonly words = new LocaleController(this);

  /** @internal */
  protected override update(changed: PropertyValues): void {
    withLocale(this.words.locale, () => super.update(changed));
  }

  /** The card id of `card`, or `undefined` when it is not a card code. */
  get cardId(): Card | undefined {
    return isCardCode(this.card) ? parseCard(this.card) : undefined;
  }

  /** The words read out for this card: "ten of hearts", "face-down card" or "unknown card". */
  get label(): string {
    const id = this.cardId;
    return withLocale(this.words.locale, () =>
      this.faceDown ? faceDownCardWords() : id === undefined ? unknownCardWords() : cardWords(id),
    );
  }

  override render(): TemplateResult {
    const id = this.cardId;
    return html`<div
      part="base"
      class="base ${cardTone(this.faceDown ? undefined : id)} ${this.selected ? 'selected' : ''} ${this.fourColour ? 'four-colour' : ''}"
      role=${this.decorative ? 'presentation' : 'img'}
      aria-label=${this.decorative ? nothing : this.label}
      aria-hidden=${this.decorative ? 'true' : nothing}
    >
      ${cardContents(id, this.faceDown)}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'playing-card': PlayingCard;
  }
}
