/**
 * Decorative cards drawn over the table, outside any pile: the stand-ins of the cards in flight
 * (motion.ts) and the win's falling cards (win.ts). Each is a plain element with the markup of a
 * pile's card (pile-element.ts `renderCards`: a `.card` holding a `.base` with {@link cardContents}),
 * in one shadow root per layer that adopts the cards' styles once, not a `<playing-card>` element
 * each: a custom element costs a shadow root, its own styles and an update of its own, and a move of
 * an automatic chain draws a dozen stand-ins (issue #12: about 0.3 ms of style each).
 * @module
 */
import { adoptStyles, css, html, render } from 'lit';
import { parseCard, type Card } from '../../engine/cards.js';
import { cardContents, cardTone, faceLayout } from '../playing-card/card-face.js';
import { cardInnerStyles, cardSizeSwitches, cardSizeTokens } from '../playing-card/playing-card.styles.js';
import { courtPaintStyles } from '../playing-card/court-paint.styles.js';
import { langOf, toLocale, withLocale } from '../../i18n/locale.js';

/**
 * A stand-in: placed absolutely in its layer, as wide as the width it is given (`--_w`; its height
 * follows at 5 : 7), its insides sized and switched from that width as a pile's cards are (no
 * container: see `cardSizeSwitches`).
 */
const standInStyles = css`
  .card {
    position: absolute;
    width: var(--_w);
    aspect-ratio: 5 / 7;
    --_cw: calc(var(--_w) / 100);
    user-select: none;
    -webkit-user-select: none;
  }

  ${cardSizeSwitches((size) => `.card[data-card-size~='${size}']`)}
`;

/**
 * The shadow root of `layer` (an element of the game's shadow root, `.flying` or `.celebration`) that
 * stand-ins are drawn in: made on first use, with the cards' styles. Inherited properties (the
 * game's colours, fonts and `--patience-*` properties) reach it from the layer.
 */
export function standInRoot(layer: HTMLElement): ShadowRoot {
  if (layer.shadowRoot) return layer.shadowRoot;
  const root = layer.attachShadow({ mode: 'open' });
  adoptStyles(root, [cardInnerStyles, courtPaintStyles, standInStyles]);
  return root;
}

/**
 * A decorative card (aria-hidden) `width` px wide, for `layer` (not yet placed in it): face up it
 * carries its code in a `card` attribute and draws the face of `code` (a card code such as `TH`), its
 * indices in the language of the layer (its closest `lang`, across shadow roots, as the game's);
 * face down it carries no code and draws a back only (nothing on the page tells a hidden card).
 * @throws RangeError when `code` is face up and not a card code (see `parseCard`).
 */
export function standInCard(layer: Element, code: string, faceDown: boolean, width: number): HTMLElement {
  const card: Card | undefined = faceDown ? undefined : parseCard(code);
  const el = document.createElement('div');
  el.className = 'card';
  el.setAttribute('aria-hidden', 'true');
  if (faceDown) el.toggleAttribute('face-down', true);
  else el.setAttribute('card', code);
  el.style.setProperty('--_w', `${width}px`);
  const size = cardSizeTokens(width);
  if (size) el.dataset.cardSize = size;
  withLocale(toLocale(langOf(layer)), () =>
    render(html`<div class="base ${cardTone(card)}">${cardContents(card, faceDown, faceLayout(size))}</div>`, el),
  );
  return el;
}
