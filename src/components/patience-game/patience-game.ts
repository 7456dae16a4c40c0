// First: says why, when the page's Content Security Policy keeps Lit from starting (csp-guard.ts).
import '../internal/csp-guard.js';
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { customElement } from '../internal/define.js';
import { cssProps } from '../internal/css-props.js';
import { provide } from '@lit/context';
import { cardCode, parseCard } from '../../engine/cards.js';
import type { Move } from '../../engine/rules.js';
import { variantIds } from '../../variants/index.js';
import { actionsContext, gameContext, type GameActions, type GameSnapshot } from '../../controllers/game-context.js';
import { GameController, type HistoryEntry, type PublicGameState } from '../../controllers/game-controller.js';
import type { GameSession } from '../../controllers/game-session.js';
import type * as InPlayModule from './in-play.js';
import type { Positions } from '../../controllers/motion.js';
import type { KeyboardHost } from '../../controllers/keyboard.js';
import { TableFit, columnsOf, gapFor, mainRow } from '../../controllers/table-fit.js';
import type { VariantStats } from '../../controllers/stats.js';
import { LIMITS, persistKeyProblem, quote } from '../../controllers/input.js';
import { formatTime } from '../../i18n/format.js';
import { lostSentence, ui, variantName } from '../../i18n/words.js';
import { withLocale } from '../../i18n/locale.js';
import { LocaleController } from '../../i18n/locale-controller.js';
import type { PlayerSettings } from '../../controllers/game-store.js';
import { SolverFeatures, type HintSuggestion } from '../../controllers/hints.js';
import type * as ExtrasModule from './extras.js';
import { GuideController } from '../../controllers/guide.js';
import type * as WinModule from './win.js';

type Extras = typeof ExtrasModule;
import type { PileElement } from '../internal/pile-element.js';
import { gameStyles } from './patience-game.styles.js';
import { THEMES, type Theme } from './themes.js';
import '../stock-pile/stock-pile.js';
import '../waste-pile/waste-pile.js';
import '../foundation-pile/foundation-pile.js';
import '../tableau-pile/tableau-pile.js';
import '../playing-card/playing-card.js';
import { cardSizeTokens } from '../playing-card/playing-card.styles.js';
import { chunkFailed, chunkWatchers } from '../internal/chunk-error.js';
import { afterPaint } from '../../controllers/after-paint.js';

export { formatTime };
export type { HintSuggestion };

/**
 * A seed as the engine takes it: a finite integer number (React 19 passes `seed={42}` as one) as its
 * text; anything else as it is (the engine refuses what is not text, with `bad-seed`).
 */
const seedText = <T>(seed: T): Exclude<T, number> | string => (Number.isInteger(seed) ? String(seed) : (seed as Exclude<T, number>));

/** Options of {@link PatienceGame.newGame}. */
export interface NewGameOptions {
  /**
   * Seed of the shuffle (an integer number is taken as its text: `42` is `'42'`). Absent (and no
   * deck): a new random seed.
   */
  seed?: string | number;
  /** A preset deck order: 52 card codes (104 in a two-deck game), first dealt first. */
  deck?: string[];
  /**
   * Look for a deal the solver proves winnable (without `seed` and `deck`; default: the `deal`
   * attribute). The game on the table stays until one is found, then it is dealt with the
   * "winnable deal" mark; after `winnableWaitMs` without one, an ordinary deal, and the words say so.
   */
  winnable?: boolean;
  /**
   * Ask first, as the New game button does: when leaving the game under way would count it as lost
   * (a move made, not finished), the question shows in place and this deal is made only when the
   * player says yes (`newGame` then returns false).
   */
  ask?: boolean;
}

/** Boolean attributes that also read `"false"` as false (frameworks that bind `hide-timer="false"`). */
const booleanConverter = {
  fromAttribute: (value: string | null): boolean => value !== null && value.trim().toLowerCase() !== 'false',
  toAttribute: (value: boolean): string | null => (value ? '' : null),
};

/**
 * Parses the `deck` attribute: card codes separated by spaces or commas. Text longer than any deck
 * order is not split: it is handed on as it is, and the deal refuses it by its length
 * (`checkDeckSize`, README "Limits on input") before any work is done.
 */
const deckConverter = {
  fromAttribute: (value: string | null): string[] | null => {
    if (value === null) return null;
    if (value.length > LIMITS.deckText) return value as unknown as string[];
    return value.trim() === '' ? null : value.split(/[\s,]+/).filter((s) => s !== '');
  },
  toAttribute: (value: string[] | null): string | null => (value ? value.join(' ') : null),
};

const sameDeck = (codes: readonly string[], ids: readonly number[]): boolean => {
  if (codes.length !== ids.length) return false;
  try {
    return codes.every((c, i) => parseCard(c) === ids[i]);
  } catch {
    return false;
  }
};

/** An empty value is no value (README, the attributes of `<patience-game>`): `theme=""` is `theme` left out. */
const absentIfEmpty = <T>(value: T): T | null => (value === '' ? null : value);

/** Setting the game's identity always asks for the game (it may differ from the game on the table). */
const always = (): boolean => true;

const PILE_TAGS = 'stock-pile, waste-pile, foundation-pile, tableau-pile';
/** The win celebration's longest run, in ms. */
const CELEBRATION_MS = 1800;
/** The in-play chunk once a game in the page has loaded it: a game made after has its glides and keys from its first frame. */
/** A `winnableWaitMs` as the game takes it: the value, or 2000 when it is not ms, 0 or more. */
const takenWait = (wait: unknown): number => (typeof wait === 'number' && wait >= 0 ? wait : 2000);

let inPlayLoaded: typeof InPlayModule | null = null;

/**
 * A playable patience game: `<patience-game variant="sir-tommy" seed="42">`. It deals, lays out the
 * piles for its variant, takes moves by click or tap (pick up, then choose the target), drag (mouse,
 * pen or touch), double-click (to a foundation) and keyboard (the board is one tab stop: arrows move
 * between piles, Enter or Space picks up and drops, quick keys 1–9 and 0, F, D, W, U, N, H, ?, Escape), animates every
 * card that changes place, and reports everything through bubbling, composed `patience-*` events.
 *
 * It owns a `GameController` (the game session, the store, the words) and provides an immutable
 * snapshot and a stable actions object through Lit context to its `stock-pile`, `waste-pile`,
 * `foundation-pile` and `tableau-pile` elements, which draw their cards as `<playing-card>` does.
 *
 * Events after the fact (deal, move, undo, redo, win, loss, stats, invalid move) are dispatched once
 * the update that shows them is done (`await el.updateComplete` sees them dispatched);
 * `patience-before-move` is dispatched synchronously and is cancelable; `patience-error` is
 * dispatched synchronously by the call that got the bad input.
 *
 * An attribute with an empty value (`theme=""`, `seed=""`, …) is the attribute left out: its default,
 * no `patience-error` (README, the attributes of `<patience-game>`). Boolean attributes are on when present (`"false"`: off).
 *
 * One action at a time: a method that changes the game, called from a `patience-before-move`
 * listener (the one event dispatched in the middle of an action), throws an `InvalidStateError`
 * and changes nothing (README "Calling the element from its own events").
 *
 * @summary A playable game of patience: Sir Tommy, Lady Betty, Lady Cadogan or one of their family (the `variant` attribute).
 *
 * @fires {PatienceDealEvent} patience-deal - A game was dealt. `detail: { variant, seed, winnable? }` (`winnable: true` when the solver proved the deal winnable first: `deal="winnable"`, `newGame({ winnable: true })`).
 * @fires {PatienceMoveEvent} patience-move - After every applied move, the user's then each automatic one. `detail: { move: { from, to, cards }, auto, moves }`.
 * @fires {PatienceInvalidMoveEvent} patience-invalid-move - A move was refused; nothing changed. `detail: { move, reason, code }` (`reason`: the sentence the player reads; `code`: the refusal id).
 * @fires {PatienceUndoEvent} patience-undo - A turn was taken back. `detail: { move, turn, moves }`.
 * @fires {PatienceRedoEvent} patience-redo - An undone turn was replayed. `detail: { move, turn, moves }`.
 * @fires {PatienceWinEvent} patience-win - Once, when every card is on the foundations (52, or 104 with two decks). `detail: { variant, seed, moves, elapsedMs }`.
 * @fires {PatienceLossEvent} patience-loss - Once, when no progress is possible any more. `detail: { variant, seed, moves, reason }`.
 * @fires {PatienceBeforeMoveEvent} patience-before-move - Synchronously, before each legal move, the user's and each automatic one that follows it (automatic moves made by the deal itself are part of the deal); cancelable: `preventDefault()` vetoes it. `detail: { move, auto }`.
 * @fires {PatienceStatsEvent} patience-stats - After each finished (or abandoned) game is counted in the player's record. `detail: { variant, outcome, stats }`.
 * @fires {PatienceErrorEvent} patience-error - Synchronously, before the method that got the bad input returns: an unknown variant, a bad seed, deck or saved game, a method argument it does not take (code `bad-argument`: `replay(-5)`); at the next update (by the time `updateComplete` resolves), an attribute or property value it does not take (`bad-attribute`, or `bad-argument` for `winnableWaitMs`); as they happen, a failing storage, a guide step that cannot be played (code `bad-guide`), a file of the elements that could not be loaded (code `missing-file`, once); and, after the events of what this game did, a save replaced by another tab or game (code `save-replaced`); the game stays as it was. `detail: { code, message }` (at most 300 characters).
 * @fires {PatienceGuideStepEvent} patience-guide-step - With `guide`: the guide shows another step (Next, Previous, Restart, ←/→, and step 0 when it is ready). `detail: { index, total, move }` (`index` 0 is the start position, `move` the step's move text or null).
 *
 * @csspart base - The table: everything the game shows.
 * @csspart toolbar - The bar with the game's name, deal, move count, clock and buttons.
 * @csspart title - The variant's name.
 * @csspart counter - The move counter (hidden by `hide-counter`).
 * @csspart timer - The playing-time clock, m:ss (hidden by `hide-timer`).
 * @csspart button - Every button (toolbar, panels, messages).
 * @csspart board - The piles (one tab stop; arrows move between piles).
 * @csspart pile - Every pile's area (re-exported from the piles): focusable, acts as a button.
 * @csspart card - Every card on the table (re-exported from the piles).
 * @csspart face - The face of every face-up card.
 * @csspart back - The back of every face-down card (see also `--patience-card-back` and the `card-back` slot).
 * @csspart placeholder - The outline shown where a pile is empty, with what it takes.
 * @csspart label - The caption under a foundation (its base rank, the suit it is locked to).
 * @csspart count - The stock's card count.
 * @csspart hint - The hint on the table (re-exported from the piles): the cards it moves (with `card`: `::part(card hint)`) and the pile they go to (with `pile`: `::part(pile hint)`).
 * @csspart winnable - The "winnable deal" mark beside the deal number, on a deal the solver proved winnable.
 * @csspart message - The line that says why a move was refused, or that the game is lost.
 * @csspart panel - Every panel over the table: the deal form, the question before a new game, the keys, the record, the settings, "You won".
 * @csspart won-panel - The "You won" panel: moves, time and the player's record.
 * @csspart stats-panel - The player's record, per variant (the Statistics button; absent with `no-stats`).
 * @csspart settings-panel - The settings: automatic play, theme, four-colour suits, animation (absent with `no-settings`).
 * @csspart rules - The collapsible rules of the variant (a `details` element), generated from its declaration.
 *
 * @csspart guide - With `guide`: the guide under the table: its buttons (also `button`), "Step 2 of 5", and the step's caption (the `<patience-step>`'s own content, styled by the page).
 * @csspart guide-mark - With `guide`: the marks of the step shown, around its cards (a ring, class `card`) and its target pile (a dashed outline, class `target`); their colour is `--patience-guide-mark`.
 *
 * @slot card-back - An `<img>` or `<svg>` drawn on the back of every face-down card (instead of the lattice).
 * @slot - With `guide`: the `<patience-step>` elements; the current step's is shown as the caption.
 *
 * @cssstate playing - The game is in progress.
 * @cssstate won - Every card is on the foundations.
 * @cssstate lost - No progress is possible any more.
 * @cssstate theme-dark - The dark theme is on (`theme="dark"`, or chosen in the settings).
 * @cssstate theme-contrast - The large-print, high-contrast theme is on.
 * @cssstate four-colour - Four-colour suits are on.
 * @cssstate no-animation - Motion is off.
 *
 * @cssprop [--patience-table=#0b6b3a] - The table's background (felt green).
 * @cssprop [--patience-table-glow=rgba(255,255,255,0.08)] - The light at the top of the table.
 * @cssprop [--patience-table-text=#f4f1e8] - Text color on the table.
 * @cssprop [--patience-font=system-ui] - Font of the toolbar, messages and panels.
 * @cssprop [--patience-font-size=14px] - Size of the toolbar, messages and panels (the large-print theme: 18px).
 * @cssprop [--patience-card-max-width=104px] - Widest a card gets, any length (`7rem`, `min(…)`); cards shrink to fit the element's width (down to 18px).
 * @cssprop [--patience-gap=a tenth of the card width, at least 2px] - Space between piles, any length; narrowed when the element's width leaves no room for it.
 * @cssprop [--patience-fan-offset=0.24] - How much of each covered face-up card shows in a fanned pile, as a fraction of the card height (less when the pile must fit the height).
 * @cssprop [--patience-fan-offset-down=0.08] - How much of each covered face-down card shows, as a fraction of the card height.
 * @cssprop [--patience-move-duration=180ms] - How long one card takes to glide to its place (automatic moves follow one another). `0ms` turns motion off, as do the `no-animation` attribute and `prefers-reduced-motion: reduce`.
 * @cssprop [--patience-button-background=rgba(255,255,255,0.1)] - Button background.
 * @cssprop [--patience-border=rgba(255,255,255,0.25)] - Border of buttons and fields.
 * @cssprop [--patience-highlight=#ffbf00] - Color of picked-up cards and of the drop target under a dragged card.
 * @cssprop [--patience-hint=#ff9ad5] - Color (pink, apart from the blue focus ring and the amber drop targets) of the hint's cards and of the ring around its target pile.
 * @cssprop [--patience-focus-ring=#7cc4ff] - Color of the keyboard focus ring.
 * @cssprop [--patience-menu-background=#10472b] - Background of the deal form, the keys list and the panels.
 * @cssprop [--patience-refusal-color=#ffd7a8] - Text color of the reason a move was refused.
 * @cssprop [--patience-won-color=#fff3b0] - Heading color of the "You won" panel.
 * @cssprop [--patience-lost-color=#ffd0d0] - Text color of the "No more moves" message.
 * @cssprop [--patience-placeholder-color=rgba(255,255,255,0.8)] - Outline and label color of empty piles.
 * @cssprop [--patience-target-ring=rgba(255,191,0,0.8)] - Ring around piles that would take the picked-up cards.
 * @cssprop [--patience-badge-background=#14323a] - Background of the stock's card count.
 * @cssprop [--patience-badge-color=#fff] - Text color of the stock's card count.
 * @cssprop [--patience-card-face=#fff] - Card face color.
 * @cssprop [--patience-card-border=#b4b4b4] - Card edge color.
 * @cssprop [--patience-card-black=#1a1a1a] - Color of spades and clubs.
 * @cssprop [--patience-card-red=#c8102e] - Color of hearts and diamonds.
 * @cssprop [--patience-card-clubs=var(--patience-card-black)] - Color of clubs (green with `four-colour`).
 * @cssprop [--patience-card-diamonds=var(--patience-card-red)] - Color of diamonds (blue with `four-colour`).
 * @cssprop [--patience-card-back=blue lattice] - The `background` of card backs: any CSS background (an image, a gradient, a color).
 * @cssprop [--patience-card-back-accent=#5b7fc7] - Line color of the default lattice back.
 * @cssprop [--patience-guide-mark=#ffbf00] - With `guide`: color of the marks around the step's card and target.
 */
@customElement('patience-game')
export class PatienceGame extends LitElement {
  static override styles = gameStyles;

  // ------------------------------------------------------------------------------------------
  // The game's identity: one copy, the game being played. Setting these asks for another deal;
  // reading them gives the game on the table. Attributes are never rewritten.

  /** @internal */
  private deckCodes?: { game: readonly number[]; codes: string[] };
  /** @internal */
  private requested: { variant: string; seed: string | null; deck: string[] | null } = { variant: variantIds[0], seed: null, deck: null };
  /** Whether `variant`, `seed` or `deck` was set since the last update (which deals what they ask for). @internal */
  private identityAsked = false;

  /**
   * The game to play: one of `variantIds` (`sir-tommy`, `lady-betty`, `lady-cadogan`, `calculation`, …;
   * docs/rules.md has them all). Reading it gives the game on the table; setting it deals a new game of
   * that variant (or resumes its saved one). An unknown one fires `patience-error` (code
   * `unknown-variant`) and the game on the table stays; a later `seed` or `deck` then deals that game's
   * variant.
   * @default 'sir-tommy'
   */
  @property({ hasChanged: always })
  get variant(): string {
    return this.controller.session.game?.variant ?? this.requested.variant;
  }
  set variant(value: string) {
    this.identityAsked = true;
    this.requested = { ...this.requested, variant: value === undefined || value === null || value === '' ? variantIds[0] : String(value) };
  }

  /**
   * Seed of the shuffle (any well-formed text of 1 to 200 characters, kept exactly; the same seed
   * always deals the same game). A finite integer number (React 19 passes `seed={42}` as one) is
   * taken as its text: `42` deals as `'42'`; any other value that is not text is refused (`bad-seed`).
   * Absent: a random seed. Reading it gives the seed of the game on the table (null for a preset
   * deck); setting it deals that game.
   * @default null
   */
  @property({ hasChanged: always })
  get seed(): string | null {
    const game = this.controller.session.game;
    return game ? game.seed : this.requested.seed;
  }
  set seed(value: string | number | null) {
    this.identityAsked = true;
    this.requested = { ...this.requested, seed: value === undefined || value === '' ? null : seedText(value) };
  }

  /**
   * A preset deck order (docs/rules.md "Deck orders"): 52 card codes (104 in a two-deck game, the second deck's ending in `2`), first dealt first; the
   * attribute separates them with spaces or commas. Takes precedence over `seed`. Reading it gives the
   * deck of the game on the table when it was dealt from a preset order, else null. A deck with the
   * same codes as the one set last asks for nothing (React sets a new array at every render); use
   * `newGame({ deck })` to deal it again.
   * @default null
   */
  @property({ converter: deckConverter, hasChanged: always })
  get deck(): string[] | null {
    const game = this.controller.session.game;
    if (!game) return this.requested.deck;
    if (game.seed !== null) return null;
    // The array the page gave, when it is the deck on the table; otherwise the codes, once per game.
    const asked = this.requested.deck;
    if (asked && sameDeck(asked, game.deck)) return asked;
    if (this.deckCodes?.game !== game.deck) this.deckCodes = { game: game.deck, codes: game.deck.map(cardCode) };
    return this.deckCodes.codes;
  }
  set deck(value: string[] | null) {
    // The same codes as the deck set last ask for nothing: React sets a new array at every render
    // (`deck={[…]}`), which would deal the preset deck again over a game the player started since.
    const key = value && String(value);
    if (key && key === this.deckKey) return;
    this.deckKey = key;
    this.identityAsked = true;
    this.requested = { ...this.requested, deck: value ?? null };
  }
  /** The codes of the deck set last (joined), until a deal from it is refused. @internal */
  private deckKey?: string | null;

  /**
   * Automatic play of safe cards to the foundations: `safe` (default) or `off`. Any other value fires
   * `patience-error` (code `bad-attribute`) and automatic play stays as it was; no attribute is `safe`.
   * Reading it gives the setting in use (never a refused value).
   * @default 'safe'
   */
  @property({ attribute: 'auto-play', hasChanged: always })
  get autoPlay(): 'safe' | 'off' {
    const v = this.asked.autoPlay;
    if (v === 'safe' || v === 'off') return v;
    if (v === null || v === undefined) return 'safe';
    return this.controller.session.autoPlay ? 'safe' : 'off';
  }
  set autoPlay(value: 'safe' | 'off') {
    this.asked = { ...this.asked, autoPlay: absentIfEmpty(value) };
    this.taken.autoPlay = undefined;
  }

  /**
   * A storage key (at most 200 characters of well-formed text; otherwise `patience-error` with code
   * `bad-attribute`, and the key stays as it was): when set, the game is saved to localStorage after
   * every move and resumed on the next page load (per variant), and the player's statistics are kept
   * under the same key. A full or missing localStorage never stops play (one `patience-error` with
   * code `storage` says so). Tabs sharing a key: README "Many tabs". The settings the player chooses
   * in the settings panel are kept there too, and win over the attributes on the next visit. Reading
   * it gives the key in use (never a refused one). With `guide` it is not used: a guide deals its own
   * position and saves nothing.
   * @default null
   */
  @property({ hasChanged: always })
  get persist(): string | null {
    const v = this.asked.persist;
    if (v === null || v === undefined) return null;
    return persistKeyProblem(v) ? this.controller.store.persistKey : (v as string);
  }
  set persist(value: string | null) {
    this.asked = { ...this.asked, persist: absentIfEmpty(value) };
    this.taken.persist = undefined;
  }

  /**
   * The look: `classic` (green felt; the default), `dark`, or `contrast` (large print, high
   * contrast). Each sets the `--patience-*` custom properties, which the page may still set itself.
   * The player can change it in the settings panel. Any other value fires `patience-error` (code
   * `bad-attribute`) and the look stays as it was; no attribute is `classic`. Reading it gives the look
   * in use (never a refused value).
   * @default 'classic'
   */
  @property({ hasChanged: always })
  get theme(): 'classic' | 'dark' | 'contrast' {
    const v = this.asked.theme;
    if ((THEMES as readonly unknown[]).includes(v)) return v as Theme;
    if (v === null || v === undefined) return 'classic';
    return this.shownTheme;
  }
  set theme(value: 'classic' | 'dark' | 'contrast') {
    this.asked = { ...this.asked, theme: absentIfEmpty(value) };
    this.taken.theme = undefined;
  }

  /** Four-colour suits: clubs green, diamonds blue (spades black, hearts red). */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'four-colour' }) fourColour = false;

  /** Leaves out the Statistics button and panel (for a page that shows the record itself, from `allStats` and `patience-stats`). */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'no-stats' }) noStats = false;

  /** Leaves out the Settings button and panel (for a page that offers the settings itself, through the attributes). */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'no-settings' }) noSettings = false;

  /** Hides the playing-time clock (the `timer` part). */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'hide-timer' }) hideTimer = false;

  /** Hides the move counter (the `counter` part). */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'hide-counter' }) hideCounter = false;

  /**
   * `winnable`: every new deal without a seed or deck (the first one, New game, a switch to a variant
   * with no game in progress) is one the solver proves winnable, searched in a Web Worker and shown
   * with the "winnable deal" mark; after
   * `winnableWaitMs` without one, an ordinary deal (and the words say so). Absent or `any`: ordinary
   * deals. Any other value fires `patience-error` (code `bad-attribute`) and deals stay ordinary (it
   * reads as null).
   * @default null
   */
  @property({ hasChanged: always })
  get deal(): 'any' | 'winnable' | null {
    const v = this.asked.deal;
    return v === 'any' || v === 'winnable' ? v : null;
  }
  set deal(value: 'any' | 'winnable' | null) {
    this.asked = { ...this.asked, deal: absentIfEmpty(value) };
  }

  /**
   * How long a winnable deal is looked for before an ordinary one is dealt, in ms (default 2000);
   * `Infinity` (or any wait over 2³¹ − 1 ms, setTimeout's limit) waits as long as the search takes.
   * Any other value (NaN, -5, 'soon') is reported at the next update with `patience-error` (code
   * `bad-argument`), and 2000 is taken (it reads as 2000 from then on).
   */
  @property({ attribute: false }) winnableWaitMs = 2000;

  /**
   * Guide mode (README "Guides"): the game shows the moves of its `<patience-step move="…">` children
   * one at a time, with Next / Previous / Restart ("step 2 of 5"; ← and → while the guide has the
   * focus), each move gliding with its card and target marked and its caption (the step's content)
   * shown under the table and announced; "Your turn" hands the position to the reader. The board takes
   * no moves while the guide shows its steps. A step that cannot be played fires `patience-error`
   * (code `bad-guide`, naming the step and the reason) and the guide stops before it. The guide's
   * code loads on first use.
   */
  @property({ type: Boolean, converter: booleanConverter }) guide = false;

  /**
   * With `guide`: moves already played before the guide's first step, as `historyText` writes them
   * (one a line, e.g. `KC hand → waste-1`; header lines are skipped) or as steps write them
   * (`hand waste-1`), separated by line breaks or `;`.
   */
  @property() start: string | null = null;

  /** Turns all movement off (cards jump to their place; no win celebration), as `prefers-reduced-motion: reduce` does. */
  @property({ type: Boolean, converter: booleanConverter, attribute: 'no-animation' }) noAnimation = false;

  /** The language of every word: the element's `lang`, the closest ancestor's, or the page's. @internal */
  private readonly words = new LocaleController(this, (locale) => this.controller.setLocale(locale));

  /** The panel open over the table, if any. @internal */
  @state() private panel: 'stats' | 'settings' | null = null;
  /** The lazily loaded panels and rules (dynamic imports on first use). @internal */
  @state() private extras: Extras | null = null;
  /** The celebration and the won panel, loaded the first time a game is won. @internal */
  @state() private win: typeof WinModule | null = null;
  /** @internal */
  private winLoading: Promise<typeof WinModule | null> | null = null;
  /** Whether the rules are open. @internal */
  @state() private rulesOpen = false;
  /** The card back from the `card-back` slot, as a CSS background. @internal */
  @state() private slottedBack: string | null = null;

  /** @internal */
  @provide({ context: gameContext })
  @state()
  protected snapshot?: GameSnapshot;

  /** @internal */
  @state() private cardWidth = 72;
  /** The height the main row may take (table-fit.ts), in px; Infinity before the first fit. @internal */
  @state() private mainRoom = Infinity;
  /** Card width, fans and room, measured against the element. @internal */
  private readonly fit = new TableFit({
    element: this,
    root: () => this.renderRoot,
    snapshot: () => this.snapshot,
    cardWidth: () => this.cardWidth,
    setCardWidth: (w) => (this.cardWidth = w),
    setFan: (up, down) => this.controller.setFan(up, down),
    setMainRoom: (px) => (this.mainRoom = Number.isFinite(px) ? Math.max(0, Math.floor(px)) : Infinity),
    requestUpdate: () => this.requestUpdate(),
  });
  /** @internal */
  @state() private confirming = false;
  /** @internal */
  @state() private showKeys = false;
  /** @internal */
  @state() private celebrating = false;

  /**
   * The glides and the keyboard (in-play.ts), loaded right after the first paint, which needs neither
   * (issue #9): null until then. A move made before shows at once, without a glide; a key pressed
   * before acts once it is loaded. `updateComplete` waits for the load. @internal
   */
  private inPlay: typeof InPlayModule | null = null;
  /** @internal */
  private inPlayLoading: Promise<void> | null = null;
  /** The glides, with {@link inPlay}. @internal */
  private motion: InPlayModule.Motion | null = null;
  /** @internal */
  private positionsBefore: Positions | null = null;

  /** @internal */
  private readonly controller: GameController = new GameController(this, {
    onSnapshot: (snapshot) => {
      // Before the piles show the change: where the cards of the piles it touches are now.
      const motion = this.motion;
      if (!this.positionsBefore && this.hasUpdated && motion?.enabled()) {
        const touched = this.inPlay!.touchedPiles(this.controller.pendingChanges);
        if (touched === null || touched.size > 0) this.positionsBefore = motion.measure(touched, this.fit.measured);
      } else if (this.hasUpdated && !this.inPlay) void afterPaint().then(() => this.loadInPlay());
      this.snapshot = snapshot;
    },
    rendered: () => this.piles().then(() => undefined),
    interrupt: () => this.interrupt(),
    acted: (changed) => {
      this.solver.cancelHint();
      if (changed) this.solver.stopSearch();
    },
  });
  /** The actions the piles call, provided to them through @lit/context. @internal */
  @provide({ context: actionsContext })
  protected actions: GameActions = this.controller.actions;
  /** Hints and winnable deals (the solver loads on first use). @internal */
  private readonly solver = new SolverFeatures(this.controller, {
    deal: (variant, seed, winnable) => this.controller.session.deal(variant, { seed, winnable }),
    waitMs: () => takenWait(this.winnableWaitMs),
  });
  /** The guide (with `guide`), loaded on first use. @internal */
  private readonly guideSeat = new GuideController(
    {
      element: this,
      session: this.controller.session,
      announcer: this.controller.announcer,
      get root() {
        return (this.element as PatienceGame).renderRoot as ShadowRoot;
      },
      addController: (c) => this.addController(c),
      removeController: (c) => this.removeController(c),
      requestUpdate: () => this.requestUpdate(),
      get updateComplete() {
        return (this.element as PatienceGame).updateComplete;
      },
      animations: () =>
        [this.renderRoot as ShadowRoot, ...[...this.renderRoot.querySelectorAll(PILE_TAGS)].map((p) => p.shadowRoot)].flatMap(
          (r) => r?.getAnimations() ?? [],
        ),
      cardElement: (code, pile) => this.cardElement(code, pile),
      pileRect: (id) => this.pileRect(id),
      snapshot: () => this.snapshot,
      randomDeal: () => this.requested.seed === null && this.requested.deck === null,
    },
    // A file that cannot load is reported as every other (`missing-file`), and tried again at a later update.
    () => import('./guide-mode.js').catch(chunkFailed),
  );
  /** @internal */
  private resizeObserver?: ResizeObserver;
  /** @internal */
  private resizeFrame = 0;
  /** @internal */
  private readonly internals = this.attachInternals();
  /** @internal */
  private focusInside = false;
  /** The work after the last render (motion, fit, focus). @internal */
  private rendering: Promise<void> = Promise.resolve();
  /** The last render's own work after it (see {@link afterRender}); and how many actions interrupted motion. @internal */
  private lastRender: Promise<void> = Promise.resolve();
  /** @internal */
  private interrupts = 0;
  /** Whether the "You won" panel was shown at the last render. @internal */
  private wonShown = false;
  /** @internal */
  private celebration: Animation[] = [];

  /** Whether a file that failed to load was reported (once per game). @internal */
  private fileTold = false;
  /** Reports a file that could not be loaded (see chunk-error.ts): `patience-error`, code `missing-file`. @internal */
  private readonly onMissingFile = (file: string): void => {
    if (this.fileTold) return;
    this.fileTold = true;
    this.controller.session.error('missing-file', `${file} could not be loaded: serve all of dist/, the files beside the bundled file too`);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    chunkWatchers.add(this.onMissingFile);
    if (inPlayLoaded) this.useInPlay(inPlayLoaded);
    // Laid out in the next frame: the new layout changes the element's own height, which must not
    // land in the same frame's notifications.
    this.resizeObserver ??= new ResizeObserver(() => {
      cancelAnimationFrame(this.resizeFrame);
      this.resizeFrame = requestAnimationFrame(() => this.layoutTable());
    });
    this.resizeObserver.observe(this);
    this.addEventListener('keydown', this.onKeyDown);
    this.addEventListener('pointerdown', this.onPointerDown, { capture: true });
    this.addEventListener('click', this.onClick);
    window.addEventListener('resize', this.onWindowResize);
    // Back on the page during a winnable search (which leaving it stopped): look again. The first
    // deal's search starts again with the next update.
    if (this.hasUpdated && !this.controller.session.ready) this.requestUpdate();
    this.solver.resume();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    chunkWatchers.delete(this.onMissingFile);
    this.resizeObserver?.disconnect();
    this.fit.disconnect();
    this.removeEventListener('keydown', this.onKeyDown);
    this.removeEventListener('pointerdown', this.onPointerDown, { capture: true });
    this.removeEventListener('click', this.onClick);
    window.removeEventListener('resize', this.onWindowResize);
    this.interrupt();
    this.solver.dispose();
  }

  // ------------------------------------------------------------------------------------------
  // Public API

  /**
   * The game as it stands, as plain JSON: `{ variant, seed, status, moves, piles }`, where `piles`
   * maps each pile id (`stock`, `hand`, `waste-1`, `foundation-1`, `waste`, `tableau-1`, …) to
   * `{ cards, faceDown }`: card codes bottom to top, the first `faceDown` of them face down. Null
   * until the first game is dealt (at the first render, or the first method call); reading it never
   * deals. Frozen, and the same object until the game changes (changing it throws a TypeError).
   */
  get state(): PublicGameState | null {
    return this.controller.session.publicState;
  }

  /** Whether there is a turn to undo. */
  get canUndo(): boolean {
    return this.controller.session.canUndo;
  }

  /** Whether there is an undone turn to redo. */
  get canRedo(): boolean {
    return this.controller.session.canRedo;
  }

  /**
   * Deals a new game of the current variant: from `options.deck`, or `options.seed`, or a new random
   * seed, without asking unless `options.ask` (the New game button asks first when a game is under
   * way). Fires `patience-deal`, or `patience-error` for a bad seed or deck (keeping the current game).
   * With `guide`, while the guide shows its steps, the reader takes the game over first (the guide is
   * not worked out again on the new deal; "Back to the guide" returns to its deal).
   * Anything but an options object (`newGame('42')`) fires `patience-error` (code `bad-argument`) and deals nothing.
   * @param options - `{ seed?: string | number; deck?: string[]; winnable?: boolean; ask?: boolean }` (an integer `seed` is taken as its text).
   * @returns {boolean} whether a game was dealt (false while `ask` waits for the player's answer, or refused).
   */
  newGame(options?: NewGameOptions | null): boolean {
    options ??= {};
    const session = this.controller.session;
    // `newGame('42')` (the seed where `{ seed }` belongs) would otherwise deal a random game silently.
    if (Object(options) !== options) return session.error('bad-argument', 'newGame() takes an options object');
    // Refused from a listener of another action before anything changes (a guide handed over included).
    session.checkIdle('newGame');
    const seed = seedText(options.seed ?? null);
    const deck = options.deck ?? null;
    if (options.ask && session.inProgress) {
      // A bad seed or deck is refused at once, not after the question.
      if ((seed !== null || deck !== null) && !session.check(this.variant, { seed, deck })) return false;
      this.askNewGame({ ...options, ask: false });
      return false;
    }
    // The first deal of all (no game yet, as before the element is connected): the call's seed or deck
    // is the first deal, not a random deal and then this one.
    const first = !session.ready && (seed !== null || deck !== null);
    if (first) this.requested = { ...this.requested, seed, deck };
    // With `guide`, while the guide shows its steps: the reader takes the game over (its steps are for
    // the guide's deal, not worked out again on this one; "Back to the guide" returns to it).
    else this.guideSeat.takeOver();
    this.begin('newGame');
    this.confirming = false;
    // (Refused, the deal made instead replaced what is asked for: see requestTable.)
    if (first) return this.requested.seed === seed && this.requested.deck === deck;
    // A `variant`, `seed` or `deck` set just before (its update still to come) is superseded by this
    // call, which deals the variant asked for with the seed or deck given here: one deal, the last
    // word wins. (An unknown variant is left to that update, which reports it.)
    const asked = this.identityAsked && session.ready && variantIds.includes(this.requested.variant);
    const variant = asked ? this.requested.variant : this.variant;
    if (asked) {
      this.identityAsked = false;
      this.requested = { variant, seed, deck };
    }
    if (seed === null && deck === null && (options.winnable ?? this.deal === 'winnable')) {
      this.solver.findWinnable(variant);
      return true;
    }
    this.solver.stopSearch();
    const dealt = session.deal(variant, { seed, deck });
    // Refused (reported once): the game on the table stays, and is what was asked for.
    if (asked && !dealt) this.requested = { variant: this.variant, seed: this.seed, deck: null };
    // Dealt: the page's seed or deck no longer binds a later change of variant (it resumes that
    // variant's saved game, or deals a new one; coming back resumes this one).
    else if (dealt && !asked) this.requested = { ...this.requested, seed: null, deck: null };
    return dealt;
  }

  /**
   * Suggests a move for the position on the table, from what the player can see (the solver's
   * no-peek hint, computed in a Web Worker): the cards it moves and their target are highlighted
   * (part `hint`) and the suggestion is shown and announced, with how often it won
   * in the samples, until the next action. The Hint button and the `h` key call it. During a
   * {@link replay} it first finishes the replay (every turn left redone), and hints the end position.
   * With `guide`, while the guide shows its steps, the reader takes the game over first (as when the
   * page's script moves), so the hint is one the reader can play.
   *
   * Resolves with `{ move: { from, to, count? }, cards, winRate, samples, wins, exact, fallback }`:
   * the move as `play()` takes it, the codes of the face-up cards it moves, the share of the sampled
   * deals won after it (0 … 1) and their number, `exact` when nothing was hidden, `fallback: true`
   * when no worker could start (a page whose CSP forbids workers) and a small main-thread hint
   * answered (the words say so). Null when the game is over. Rejects with an `AbortError` when an
   * action (a move, undo, a deal, a pick-up) comes before the answer, and with an `Error` whose
   * message names the file when the solver's file (beside the bundled file) cannot be loaded (the game
   * fires `patience-error`, code `missing-file`, too; the next call tries the file again).
   * @returns {Promise<HintSuggestion | null>} the suggestion (see above), or null.
   */
  hint(): Promise<HintSuggestion | null> {
    this.ensureGame();
    // As every action, it finishes a replay first (README "replay"): else the next replayed turn
    // would drop the hint, and it would be for a position the game is about to leave.
    if (!this.controller.session.acting) this.controller.session.finishReplay();
    // With `guide`, while the guide shows its steps (which take no move from the reader): the reader
    // takes the game over, as when the page's script moves, so the hint is one the reader can play.
    this.guideSeat.takeOver();
    return this.solver.hint();
  }

  /**
   * Deals the same game again from the start (same seed or deck), with an empty history. Fires
   * `patience-deal`. It is the same deal for the record: counted once, a win amending its loss (see
   * `patience-stats`). With `guide`: back to the guide's start position.
   * @returns {boolean} true: the deal (or the guide) is back at its start (as `newGame()` and `play()`,
   * it says whether the call was applied).
   */
  restart(): boolean {
    // Refused from a listener of another action before anything changes (the guide's start included).
    this.controller.session.checkIdle('restart');
    if (this.guideSeat.restart()) return true;
    return this.begin('restart').restart();
  }

  /**
   * Takes back the last move (with the automatic moves it caused). Fires `patience-undo`.
   * @returns {boolean} false when there is nothing to undo.
   */
  undo(): boolean {
    return this.begin('undo').undo();
  }

  /**
   * Replays the last undone move exactly (no automatic play is added). Fires `patience-redo`.
   * @returns {boolean} false when there is nothing to redo.
   */
  redo(): boolean {
    return this.begin('redo').redo();
  }

  /**
   * The moves played so far (up to the undo point), user and automatic, in order:
   * `[{ from, to, cards, auto }]` (empty before the first deal). It starts with the deal's own
   * automatic moves, which `state.moves` does not count (docs/rules.md "Automatic play").
   */
  get history(): HistoryEntry[] {
    return this.controller.session.history;
  }

  /**
   * The game as readable text: a header (variant, seed or deck, auto-play) then one move a line,
   * `8H waste-2 → foundation-1`, automatic ones marked `(auto)`. {@link restore} accepts it as a replay.
   */
  get historyText(): string {
    return this.controller.session.historyText;
  }

  /**
   * Playing time in ms: from the first move, paused while the page is hidden or the element is off it,
   * and once the game is over. A resumed game (`persist`, `restore()`) starts from its saved time at its
   * next move.
   */
  get elapsedMs(): number {
    return this.controller.session.elapsedMs;
  }

  /**
   * The player's record for the current variant: `{ played, won, lost, currentStreak, bestStreak,
   * bestMoves, bestTimeMs }` (times in ms). Kept in localStorage when `persist` is set, otherwise
   * for this page only. A game abandoned by dealing another counts as played and lost.
   */
  get stats(): VariantStats {
    return this.controller.store.statsFor(this.variant);
  }

  /** The record of every variant played, by variant id. */
  get allStats(): Readonly<Record<string, VariantStats>> {
    return this.controller.store.all;
  }

  /**
   * Plays the current game back on screen from the deal, one turn every `speedMs` ms (each fires
   * `patience-redo`); load a saved game with {@link restore} first to replay it. Any other action
   * (a method, a click, a key, removing the element) first finishes the replay: every turn left is
   * redone at once, so no move is lost. A `speedMs` that is not a finite number from 0 to 2³¹ − 1 (`NaN`, `-5`,
   * `"x"`, `3e9`) fires `patience-error` (code `bad-argument`) at once; no replay starts, the game stays.
   * @param {number} speedMs - Time between turns, in ms, a finite number from 0 to 2147483647 (default 500).
   * @returns {Promise<boolean>} resolves to true when the replay reached the end, false when it was stopped or refused.
   */
  replay(speedMs: number = 500): Promise<boolean> {
    return this.begin('replay').replay(speedMs);
  }

  /** Every legal move in the current position, e.g. `{ from: 'hand', to: 'waste-1' }` (`count` when above 1). */
  legalMoves(): Move[] {
    this.ensureGame();
    return this.controller.session.legalMoves();
  }

  /**
   * Plays a move, `{ from, to, count? }` with pile ids (`count` defaults to 1 card), then the automatic
   * moves it allows. Fires `patience-move` (and maybe `patience-win` / `patience-loss`), or
   * `patience-invalid-move` when the move is refused, or `patience-error` (`bad-argument`) when it is no
   * move at all (`null`, pile ids that are not text). A `patience-before-move` listener may veto it.
   * @param move - `{ from: PileId; to: PileId; count?: number }`.
   * @returns {boolean} whether the move was played.
   */
  play(move: Move): boolean {
    this.controller.session.checkIdle('play');
    this.ensureGame();
    return this.controller.play(move);
  }

  /** The game with its history as a compact, versioned string for {@link restore}. */
  serialize(): string {
    this.ensureGame();
    return this.controller.session.serialize();
  }

  /**
   * Rebuilds a game saved by {@link serialize} (history included), or from {@link historyText}'s move
   * list. Fires `patience-deal`, or `patience-error` (code `bad-save`) for a corrupted, truncated,
   * foreign or newer save, keeping the current game.
   * @param saved - A `serialize()` string or a `historyText` move list.
   * @returns {boolean} whether the game was restored (false: refused, `patience-error` fired, the game stays).
   */
  restore(saved: string): boolean {
    if (!this.begin('restore').restore(saved)) return false;
    // The game restored is what is asked for from now on: a seed set next deals its variant.
    this.requestTable();
    return true;
  }

  /**
   * The start of a method that changes the game: refused (InvalidStateError) from a listener of an
   * event dispatched in the middle of another action; running animations finish; a game is dealt if
   * none is yet. @internal
   */
  private begin(call: string): GameSession {
    const session = this.controller.session;
    session.checkIdle(call);
    this.interrupt();
    this.ensureGame();
    return session;
  }

  // ------------------------------------------------------------------------------------------
  // Keeping the game and the properties in step

  /**
   * Deals the first game if none is dealt yet (at the first render, or by a method). With `wait`
   * (the first render) and `deal="winnable"`, looks for a winnable deal instead; a method that needs
   * a game before the search ends gets an ordinary one at once. @internal
   */
  private ensureGame(wait = false): void {
    const session = this.controller.session;
    if (session.ready) return;
    this.takePersist();
    this.applySaved();
    this.takeAutoPlay();
    this.takeTheme();
    // Bad input on the very first deal is reported (by the failed deal), then the game deals what it
    // can: the default variant for an unknown one, the seed (or a random one) for a bad deck.
    const { variant: asked, seed, deck } = this.requested;
    const known = variantIds.includes(asked);
    const variant = known ? asked : variantIds[0];
    if (known && session.resume(variant, { seed, deck })) return;
    // A saved game of another deal still in progress wins over the page's seed or deck (the page's
    // attributes stay; a seed or deck set later deals it).
    if (known && session.resume(variant, { underWay: true })) return this.requestTable();
    if (known && seed === null && deck === null && this.deal === 'winnable' && wait) return this.solver.findWinnable(variant);
    this.solver.stopSearch();
    if (session.deal(asked, { seed, deck })) return;
    // Refused (and reported): what is dealt instead is what the page asked for from now on, so a later
    // seed or deck is dealt, or refused, for itself, not refused again for this value.
    const dealt = (!known && session.deal(variant, { seed, deck })) || (deck !== null && session.deal(variant, { seed }));
    if (!dealt) session.deal(variant, {});
    this.requestTable();
  }

  /** After a refused variant, seed or deck: the game on the table is what is asked for. @internal */
  private requestTable(): void {
    const game = this.controller.session.game;
    if (game) this.requested = { variant: game.variant, seed: game.seed, deck: game.seed === null ? this.deck : null };
  }

  /** Whether the requested variant, seed and deck describe the game being played. @internal */
  private describesGame(): boolean {
    const game = this.controller.session.game;
    if (!game) return false;
    const { variant, seed, deck } = this.requested;
    if (variant !== game.variant) return false;
    if (deck) return game.seed === null && sameDeck(deck, game.deck);
    if (seed !== null && seed !== undefined && seed !== '') return game.seed === seed;
    return true;
  }

  /**
   * The values the page last set for `auto-play`, `persist`, `theme` and `deal`, as given (the
   * properties read the value in use). @internal
   */
  private asked: { autoPlay?: unknown; persist?: unknown; theme?: unknown; deal?: unknown } = {};

  /**
   * The `auto-play`, `persist` and `theme` values last taken: each is checked once per assignment (the
   * setter forgets it, so a refused value set again is reported again; an update that did not set it
   * does not check it again). @internal
   */
  private taken: { autoPlay?: unknown; persist?: unknown; theme?: unknown } = {};

  /** The theme on screen: the last `theme` value the game took. @internal */
  private shownTheme: Theme = 'classic';

  /** Takes the `theme` value, or reports one it does not know and keeps the look. @internal */
  private takeTheme(): void {
    const value: unknown = this.asked.theme ?? null;
    if (value === this.taken.theme) return;
    this.taken = { ...this.taken, theme: value };
    if (value === null || value === undefined) this.shownTheme = 'classic';
    else if ((THEMES as readonly unknown[]).includes(value)) this.shownTheme = value as Theme;
    else {
      const known = THEMES.map((t) => `"${t}"`).join(', ');
      this.controller.session.error(
        'bad-attribute',
        new RangeError(`theme must be one of ${known}, got ${quote(value)}; the theme stays ${this.shownTheme}`),
      );
    }
  }

  /** Takes the `auto-play` value, or reports one it does not know and keeps the setting. @internal */
  private takeAutoPlay(): void {
    const session = this.controller.session;
    const value: unknown = this.asked.autoPlay ?? null;
    if (value === this.taken.autoPlay) return;
    this.taken = { ...this.taken, autoPlay: value };
    if (value === null || value === undefined || value === 'safe' || value === 'off') {
      session.autoPlay = value !== 'off';
      return;
    }
    const kept = session.autoPlay ? 'safe' : 'off';
    session.error('bad-attribute', new RangeError(`auto-play must be "safe" or "off", got ${quote(value)}; automatic play stays ${kept}`));
  }

  /** Takes the `persist` key, or reports a bad one and keeps the key in use. @internal */
  private takePersist(): void {
    const store = this.controller.store;
    // A guide keeps nothing: it deals its own position (not a saved game of another deal), plays it
    // with its own settings, and does not save over the reader's game of that variant.
    const value: unknown = this.guide ? null : (this.asked.persist ?? null);
    if (value === this.taken.persist) return;
    this.taken = { ...this.taken, persist: value };
    const problem = persistKeyProblem(value);
    if (problem) {
      const kept = store.persistKey;
      this.controller.session.error(
        'bad-attribute',
        new RangeError(`${problem}; ${kept === null ? 'the game is not saved' : `the key stays ${quote(kept)}`}`),
      );
      return;
    }
    this.controller.setPersistKey((value as string | null | undefined) ?? null);
  }

  protected override willUpdate(changed: PropertyValues): void {
    const session = this.controller.session;
    this.identityAsked = false;
    if (changed.has('autoPlay') && session.ready) this.takeAutoPlay();
    if ((changed.has('persist') || changed.has('guide')) && session.ready) this.takePersist();
    if (changed.has('theme') && session.ready) this.takeTheme();
    const wait: unknown = this.winnableWaitMs;
    if (changed.has('winnableWaitMs') && takenWait(wait) !== wait) {
      session.error('bad-argument', new RangeError(`winnableWaitMs must be ms, 0 or more, got ${quote(wait)}; 2000 taken`));
      this.winnableWaitMs = 2000;
    }
    const deal = this.asked.deal;
    if (changed.has('deal') && deal !== null && deal !== undefined && deal !== 'any' && deal !== 'winnable') {
      session.error('bad-attribute', new RangeError(`deal must be "winnable" or "any", got ${quote(deal)}; deals stay ordinary`));
    }
    if (!session.ready) {
      this.ensureGame(true);
    } else if (
      (changed.has('variant') || changed.has('seed') || changed.has('deck')) &&
      !this.describesGame() &&
      // (A winnable deal of the variant asked for is on its way: newGame() asked for it after these were set.)
      !(this.requested.seed === null && this.requested.deck === null && this.solver.lookingFor(this.requested.variant))
    ) {
      // Another variant with a saved game in progress is resumed; otherwise a new deal. On bad input
      // the session reports it and keeps the game (the attribute stays as the page set it).
      const { variant, seed, deck } = this.requested;
      const wanted = { seed: changed.has('seed') ? seed : null, deck };
      this.interrupt();
      if (!(variant !== session.game?.variant && session.resume(variant, wanted))) {
        // With deal="winnable", a new deal without a seed or deck is a winnable one (as newGame() deals).
        if (seed === null && deck === null && this.deal === 'winnable' && variantIds.includes(variant)) this.solver.findWinnable(variant);
        else if (!session.deal(variant, { seed, deck })) {
          // Refused (and reported): the same deck set again is reported again.
          this.deckKey = null;
          this.requestTable();
        }
      }
    }
    if (changed.has('snapshot') && (changed.get('snapshot') as GameSnapshot | undefined)?.state !== this.snapshot?.state) {
      this.confirming = this.confirming && session.inProgress;
    }
    // The first table, and a new variant's, get their card width before they are shown.
    if (
      !this.hasUpdated ||
      (changed.has('snapshot') && (changed.get('snapshot') as GameSnapshot | undefined)?.variant !== this.snapshot?.variant)
    ) {
      this.fit.measureWidth();
    }
    this.focusInside = this.matches(':focus-within');
    // A win about to be celebrated: the "You won" panel waits for the celebration (no flash before it).
    const pending = this.controller.pendingChanges;
    if (
      changed.has('snapshot') &&
      this.snapshot?.state.status === 'won' &&
      pending.some((c) => c.kind !== 'refused') &&
      pending.at(-1)?.kind !== 'undo'
    ) {
      this.celebrating = !!this.motion?.enabled() && this.motion.duration() > 0;
    }
  }

  /** The pile elements, once they have rendered. @internal */
  private async piles(): Promise<PileElement[]> {
    const piles = [...this.renderRoot.querySelectorAll<PileElement>(PILE_TAGS)];
    await Promise.all(piles.map((p) => p.updateComplete));
    return piles;
  }

  /**
   * `updateComplete` also waits for the piles, for the events after the fact, and for what their
   * listeners set off. @internal
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    // A listener of an event after the fact may act again (a new deal from patience-win): wait for
    // that too, until nothing more is pending (at most a few rounds).
    for (let round = 0; round < 8; round++) {
      // A winnable deal being looked for is dealt first (within winnableWaitMs).
      while (this.solver.searching) {
        await this.solver.settled;
        result = await super.getUpdateComplete();
      }
      await this.piles();
      await this.rendering;
      await this.loading;
      await this.controller.spokenLoaded;
      const events = this.controller.eventsDispatched;
      await events;
      if (!this.isUpdatePending && !this.solver.searching && events === this.controller.eventsDispatched) break;
      result = await super.getUpdateComplete();
    }
    // The language asked for can be rendered (its words loaded).
    await this.words.ready;
    return result;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // Custom states for the host's styles: :state(playing), :state(won), :state(lost).
    const status = this.snapshot?.state.status;
    // A state is set or cleared only when it changes: each call restyles the element.
    const states = this.internals.states;
    const setState = (s: string, on: boolean): void => {
      if (!states || states.has(s) === on) return;
      if (on) states.add(s);
      else states.delete(s);
    };
    for (const s of ['playing', 'won', 'lost'] as const) setState(s, s === status);
    // The look, as custom states (the attributes the page set are never rewritten; the settings
    // panel sets the properties): :state(theme-dark), :state(theme-contrast), :state(four-colour).
    const looks = {
      'theme-dark': this.shownTheme === 'dark',
      'theme-contrast': this.shownTheme === 'contrast',
      'four-colour': this.fourColour,
      'no-animation': this.noAnimation,
    };
    for (const [s, on] of Object.entries(looks)) setState(s, on);
    // The "You won" panel shows: its New game button takes the focus from the game (not the empty hand).
    const won = this.renderRoot.querySelector<HTMLElement>('.won-panel .new-game');
    if (won && !this.wonShown && this.matches(':focus-within')) won.focus();
    this.wonShown = !!won;
    if (changed.has('snapshot') || changed.has('cardWidth')) {
      this.lastRender = this.afterRender(changed);
      this.rendering = Promise.all([this.rendering, this.lastRender]).then(() => undefined);
    }
  }

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    void afterPaint().then(() => this.loadInPlay());
  }

  /**
   * Loads the glides and the keyboard (once; tried again at the next action when the file cannot
   * load). Motion is on unless `no-animation` or `prefers-reduced-motion: reduce`; a glide takes
   * `--patience-move-duration`. @internal
   */
  private loadInPlay(): Promise<void> {
    if (inPlayLoaded && !this.inPlay) this.useInPlay(inPlayLoaded);
    return (this.inPlayLoading ??= this.load(import('./in-play.js')).then(
      (m) => this.useInPlay((inPlayLoaded = m)),
      () => void (this.inPlayLoading = null),
    ));
  }

  /** Sets up the glides and keys from the loaded in-play chunk (once). @internal */
  private useInPlay(m: typeof InPlayModule): void {
    if (this.inPlay) return;
    this.inPlay = m;
    m.adopt(this.renderRoot as ShadowRoot);
    this.motion = new m.Motion(
      () => this.renderRoot,
      () => !this.noAnimation && !matchMedia('(prefers-reduced-motion: reduce)').matches,
      () => m.parseDuration(getComputedStyle(this).getPropertyValue('--patience-move-duration'), 180),
    );
  }

  /** Once the piles show the new snapshot: motion, fit, focus. @internal */
  private async afterRender(changed: PropertyValues): Promise<void> {
    const before = this.positionsBefore;
    this.positionsBefore = null;
    const changes = this.controller.takeChanges();
    const hadFocus = this.focusInside;
    await this.piles();
    if (changed.has('cardWidth') || !this.fit.measured || changes.some((c) => c.kind === 'deal')) this.fit.layout();
    else if (changes.length > 0) this.fit.fitFans();
    // The fit may have compressed the fans or changed the card width: once that shows, the cards glide
    // to where they end up (not from where they were less the change); an action meanwhile plays none.
    const interrupts = this.interrupts;
    for (let round = 0; round < 4 && this.isUpdatePending; round++) {
      const seen = this.lastRender;
      await super.getUpdateComplete();
      if (this.lastRender !== seen) await this.lastRender;
    }
    if (before && changes.length > 0 && interrupts === this.interrupts) this.motion?.play(before, changes);
    const won = changes.some((c) => c.kind !== 'refused') && this.snapshot?.state.status === 'won';
    const celebrating = won && changes.at(-1)?.kind !== 'undo' ? this.celebrate() : null;
    // Focus never falls to <body>: when the control that had it went away (or was disabled, like
    // Undo after undoing the only move), the board takes it.
    const active = this.shadowRoot?.activeElement as HTMLButtonElement | null | undefined;
    const lost = !this.matches(':focus-within') && (document.activeElement === document.body || document.activeElement === null);
    if (hadFocus && (lost || active?.disabled === true)) this.focusBoard();
    await celebrating;
  }

  /**
   * Puts the focus on the board's pile with the tab stop; while a guide shows its steps (the board
   * takes no input then), on the guide's Next button. Called before the board has rendered (right
   * after the element is put on the page), once it has.
   */
  focusBoard(): void {
    if (!this.hasUpdated) return void this.updateComplete.then(() => this.isConnected && this.focusBoard());
    if (this.guideSeat.watching) return this.renderRoot.querySelector<HTMLElement>('.guide-next')?.focus();
    const id = this.snapshot?.focus;
    if (!id) return;
    for (const pile of this.renderRoot.querySelectorAll<PileElement>(PILE_TAGS)) {
      const area = pile.areaOf?.(id);
      if (area) return area.focus();
    }
  }

  // ------------------------------------------------------------------------------------------
  // Motion

  /** Any action: running animations finish at once, a celebration stops. @internal */
  private interrupt(): void {
    this.interrupts++;
    this.motion?.finish();
    this.stopCelebration();
  }

  /** @internal */
  private readonly onPointerDown = (e: PointerEvent): void => {
    this.controller.aim = null;
    // A click on a won game skips to the "You won" panel: the last cards land at once and the
    // celebration is skipped, also when it has not started yet (it waits for the last landing).
    if (this.celebrating) return this.interrupt();
    this.stopCelebration();
    // A press on a card still gliding, or on the pile it lands on, is meant for that card: the glide
    // finishes, no drag starts on the card drawn under the pointer before, and the click acts on the
    // pile's top card (the pile's click handler takes the aim).
    const aim = e.button === 0 ? (this.motion?.aim(e.clientX, e.clientY, e.composedPath()) ?? null) : null;
    if (aim === null) return;
    this.interrupt();
    this.controller.aim = aim;
    e.stopPropagation();
  };

  /** A click meant for a card in flight that reached no pile (it was over the table): the pile's top card. @internal */
  /**
   * A click that no pile took: during a glide, meant for the pile it aimed at; with cards picked up,
   * a click on the board's empty space below a fanned pile (a tableau or waste pile) is meant for that
   * pile, as a tap under a short column is on a phone (README "Playing"). @internal
   */
  private readonly onClick = (e: MouseEvent): void => {
    const aim = this.controller.actions.takeAim();
    if (aim !== null) return this.controller.activate(aim, 1);
    const s = this.snapshot;
    const path = e.composedPath() as HTMLElement[];
    if (!s?.selection || !path.some((n) => n.matches?.('[part~="board"]')) || path.some((n) => n.dataset?.pile)) return;
    const kind = (id: string): string => s.layout.kinds[s.layout.indexOf.get(id)!];
    const pile = this.controller.targets.columnAt(e.clientX, e.clientY, (id) => kind(id) === 'tableau' || kind(id) === 'waste-pile');
    if (pile !== null) this.controller.activate(pile, 1);
  };

  /**
   * The foundation cards cascade (at most about 2 s; skipped by any click or key; none without motion),
   * once the last card of the winning turn has landed. Resolves when the win's module has loaded (the
   * cascade itself is not waited for). @internal
   */
  private async celebrate(): Promise<void> {
    const at = this.snapshot?.state;
    const interrupts = this.interrupts;
    const win = await this.loadWin();
    const motion = this.motion;
    // Made when the glides have landed, not beside them: its 52 cards and their animations cost a
    // winning chain's glides their frames (bench:browser, Last Chance's 47-move chain: the cascade
    // made at its start was a 164 ms task, its cards 52 more layers in every frame after).
    void Promise.resolve(motion?.landed()).then(() => {
      const layer = this.renderRoot.querySelector<HTMLElement>('.celebration');
      const table = this.renderRoot.querySelector<HTMLElement>('[part~="base"]');
      const snapshot = this.snapshot;
      if (
        !win ||
        !layer ||
        !table ||
        !snapshot ||
        snapshot.state !== at ||
        interrupts !== this.interrupts ||
        !motion?.enabled() ||
        motion.duration() <= 0
      ) {
        if (interrupts === this.interrupts) this.celebrating = false;
        return;
      }
      this.celebrating = true;
      const layout = snapshot.layout;
      const foundations = layout.foundations.map((f) => ({
        rect: this.pileRect(layout.ids[f]),
        cards: snapshot.state.piles[f].map(cardCode),
      }));
      const mine = (this.celebration = win.cascade(
        layer,
        this.inPlay!,
        table.getBoundingClientRect(),
        foundations,
        this.cardWidth,
        CELEBRATION_MS,
      ));
      void Promise.all(mine.map((a) => a.finished.catch(() => undefined))).then(() => {
        if (this.celebration === mine) this.stopCelebration();
      });
    });
  }

  /** @internal */
  private stopCelebration(): void {
    if (!this.celebrating && this.celebration.length === 0) return;
    for (const a of this.celebration.splice(0)) a.cancel();
    this.win?.clear(this.renderRoot.querySelector('.celebration'));
    this.celebrating = false;
  }

  /** The element of a card (`[part~=card]`, by its code) shown on pile `id`. @internal */
  private cardElement(code: string, id: string): HTMLElement | null {
    for (const pile of this.renderRoot.querySelectorAll<PileElement>(PILE_TAGS)) {
      const el = pile.areaOf?.(id)?.querySelector<HTMLElement>(`[part~="card"][card="${code}"]`);
      if (el) return el;
    }
    return null;
  }

  /** @internal */
  private pileRect(id: string): DOMRect | null {
    for (const pile of this.renderRoot.querySelectorAll<PileElement>(PILE_TAGS)) {
      const area = pile.areaOf?.(id);
      if (area) return area.getBoundingClientRect();
    }
    return null;
  }

  // ------------------------------------------------------------------------------------------
  // Layout

  /** @internal */
  private readonly onWindowResize = (): void => this.layoutTable();

  /** Fits the table to the element (see {@link TableFit}). @internal */
  private layoutTable(): void {
    this.fit.layout();
  }

  // ------------------------------------------------------------------------------------------
  // Keyboard

  /** @internal */
  private readonly onKeyDown = (e: KeyboardEvent): void => {
    this.interrupt();
    if (this.guideSeat.keydown(e)) return;
    if (this.inPlay) return this.inPlay.handleKey(this.keyboard, e);
    // A key pressed before the keyboard's module is loaded (right after the first paint) acts once
    // it is (without keeping the browser's own use of the key, such as scrolling); a key typed into
    // a field stays the field's.
    const origin = e.composedPath()[0];
    if (origin instanceof HTMLInputElement || origin instanceof HTMLTextAreaElement) return;
    void this.loadInPlay().then(() => this.inPlay?.handleKey(this.keyboard, e));
  };

  /** What the keyboard acts on. @internal */
  private readonly keyboard: KeyboardHost = {
    snapshotOf: () => this.snapshot,
    controller: this.controller,
    undo: () => this.undo(),
    redo: () => this.redo(),
    askNewGame: () => this.askNewGame(),
    toggleKeys: () => (this.showKeys ? this.closeKeys() : void this.openKeys()),
    hint: () => this.askHint(),
    close: () => {
      if (this.panel) this.closePanel();
      else if (this.showKeys) this.closeKeys();
      else if (this.confirming) this.cancelNewGame();
      else if (this.solver.thinking) this.solver.cancelHint(true);
      else if (!this.solver.cancelSearch()) return false;
      return true;
    },
    moveFocus: (key) => this.moveFocus(key),
    digitsShifted: (shifted) => (this.digitsShifted = shifted),
  };

  /** Whether the player's keyboard types digits with Shift (AZERTY), as a digit key told: the list of keys says so. @internal */
  @state() private digitsShifted = false;

  /** The Hint button and `h`: the answer is shown and said; a dropped or failed hint is already said. @internal */
  private readonly askHint = (): void => {
    this.interrupt();
    this.hint().catch(() => undefined);
  };

  /** Moves keyboard focus to the neighbouring pile (keyboard.ts finds it). @internal */
  private moveFocus(key: string): boolean {
    const next = this.inPlay?.neighbourArea([...this.renderRoot.querySelectorAll(PILE_TAGS)], key);
    if (!next) return false;
    this.controller.setFocus(next.dataset.pile!);
    next.focus();
    return true;
  }

  // ------------------------------------------------------------------------------------------
  // New game, asked in place

  /** The deal the question asks about (`newGame`'s options). @internal */
  private asking: NewGameOptions = {};
  /** Whether the question was asked from a pile (`n`): "Keep playing" gives the focus back to the board. @internal */
  private askedOnPile = false;

  /** New game from the button, `n` or `newGame({ ask })`: asks first when a game is under way. @internal */
  private askNewGame(options: NewGameOptions = {}): void {
    this.interrupt();
    // From a pile (`n`): the focus goes to the new deal's tab stop, as after a confirmed question; a
    // question answered "Keep playing" gives it back to the board (where the player was).
    const onPile = !!this.shadowRoot?.activeElement?.matches(PILE_TAGS);
    if (!this.controller.session.inProgress) {
      this.newGame(options);
      if (onPile) void this.updateComplete.then(() => this.focusBoard());
      return;
    }
    this.asking = options;
    this.askedOnPile = onPile;
    this.confirming = true;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('.confirm .no')?.focus());
  }

  /** @internal */
  private confirmNewGame(): void {
    this.confirming = false;
    this.newGame(this.asking);
    void this.updateComplete.then(() => this.focusBoard());
  }

  /** @internal */
  private cancelNewGame(): void {
    this.confirming = false;
    void this.updateComplete.then(() =>
      this.askedOnPile ? this.focusBoard() : this.renderRoot.querySelector<HTMLButtonElement>('.toolbar .new-game')?.focus(),
    );
  }

  // ------------------------------------------------------------------------------------------
  // Rendering

  /** Renders in the element's language. @internal */
  protected override update(changed: PropertyValues): void {
    withLocale(this.words.locale, () => super.update(changed));
  }

  override render(): TemplateResult {
    const snapshot = this.snapshot;
    if (!snapshot) {
      return html`<div class="probe"></div>
        <div part="base" class="table">
          ${this.solver.searching ? html`<p part="message" class="message info" role="status">${ui.lookingForWinnable()}</p>` : nothing}
        </div>`;
    }
    const session = this.controller.session;
    const layout = snapshot.layout;
    const state = snapshot.state;
    const notice = this.controller.announcer.notice;
    const main = mainRow(layout);
    const mainTag = layout.wastePiles.length > 0 ? 'waste' : 'tableau';
    const w = this.cardWidth;
    // The piles are no size containers: they learn their cards' layout switches here.
    const cardSize = cardSizeTokens(w);
    const gap = this.fit.gap ?? gapFor(w);
    const spread = Math.max(gap, (columnsOf(layout) * (w + gap) - gap - main.length * w) / Math.max(1, main.length - 1));
    const lost = state.status === 'lost';
    const name = variantName(snapshot.variant);
    const watching = this.guideSeat.watching;
    return html`<div class="probe"><i></i><i></i></div>
      <div
        part="base"
        class="table status-${state.status}"
        ${cssProps({
          '--patience-card-width': `${w}px`,
          '--_auto-gap': `${gapFor(w)}px`,
          // The page's gap in px, no wider than the width leaves room for (table-fit.ts).
          '--_gap': this.fit.gap === null ? undefined : `${this.fit.gap}px`,
          '--_spread': `${Math.min(spread, w * 0.8)}px`,
          '--patience-card-back': this.slottedBack ?? undefined,
        })}
      >
        <div part="toolbar" class="toolbar">
          <span part="title" class="title">${name}</span>
          ${watching ? nothing : this.renderDealMenu()}
          ${session.winnable ? html`<span part="winnable" class="winnable"><span aria-hidden="true">✓ </span>${ui.winnableMark()}</span>` : nothing}
          ${this.hideCounter ? nothing : html`<span part="counter" class="counter" data-widest=${ui.moves(88)}>${ui.moves(state.moves)}</span>`}
          ${this.hideTimer || watching ? nothing : html`<span part="timer" class="timer" role="timer" aria-label=${ui.playingTime()}>${formatTime(session.elapsedMs)}</span>`}
          <span class="buttons">
            ${
              watching
                ? nothing
                : html`<button part="button" class="undo" ?disabled=${!session.canUndo} @click=${() => this.undo()} title=${ui.undoTitle()}>
                      ${ui.undo()}
                    </button>
                    <button part="button" class="redo" ?disabled=${!session.canRedo} @click=${() => this.redo()} title=${ui.redoTitle()}>
                      ${ui.redo()}
                    </button>
                    <button part="button" class="new-game" @click=${() => this.askNewGame()} title=${ui.newGameTitle()}>
                      ${ui.newGame()}
                    </button>
                    <button
                      part="button"
                      class="hint"
                      aria-busy=${this.solver.thinking ? 'true' : 'false'}
                      ?disabled=${state.status !== 'playing'}
                      @click=${this.askHint}
                      title=${ui.hintTitle()}
                    >
                      ${ui.hint()}
                    </button>`
            }
            ${this.noStats ? nothing : this.panelButton('stats', ui.statistics(), STATS_ICON)}
            ${this.noSettings ? nothing : this.panelButton('settings', ui.settings(), SETTINGS_ICON)}
          </span>
        </div>
        ${
          // The question is the description of each button (the focus lands on one): a screen reader says it.
          this.confirming
            ? html`<div part="panel" class="confirm" role="group" aria-label=${ui.newGame()}>
                <span id="question">${this.controller.session.wouldAbandon ? ui.confirmNewGame() : ui.confirmNewGameCounted()}</span>
                <span class="actions">
                  <button part="button" class="yes" aria-describedby="question" @click=${() => this.confirmNewGame()}>
                    ${ui.confirmYes()}
                  </button>
                  <button part="button" class="no" aria-describedby="question" @click=${() => this.cancelNewGame()}>
                    ${ui.confirmNo()}
                  </button>
                </span>
              </div>`
            : nothing
        }
        ${this.showKeys ? this.renderKeys(true) : nothing} ${this.renderPanel()}
        <div part="board" class="board" role="group" aria-label=${ui.board(name)} ?inert=${watching}>
          <div class="row top">
            <stock-pile pile=${layout.ids[layout.stock]} data-card-size=${cardSize} exportparts=${PILE_PARTS}></stock-pile>
            ${layout.waste >= 0 ? html`<waste-pile pile=${layout.ids[layout.waste]} data-card-size=${cardSize} exportparts=${PILE_PARTS}></waste-pile>` : nothing}
            ${layout.reserves.map((r) => html`<waste-pile class="reserve" pile=${layout.ids[r]} data-card-size=${cardSize} exportparts=${PILE_PARTS}></waste-pile>`)}
            <span class="spacer"></span>
            ${layout.foundations.map((f) => html`<foundation-pile pile=${layout.ids[f]} data-card-size=${cardSize} exportparts=${PILE_PARTS}></foundation-pile>`)}
          </div>
          <p part="message" class="message ${lost ? 'lost' : (notice?.kind ?? '')}" ?hidden=${!notice && !lost}>
            <span>${lost ? lostSentence(session.lossReason()) : (notice?.text() ?? '')}</span>${
              lost
                ? html`<span class="actions"
                    ><button part="button" class="undo" @click=${() => this.undo()}>${ui.undo()}</button
                    ><button part="button" class="restart" @click=${() => this.restart()}>${ui.restart()}</button
                    ><button part="button" class="new-game" @click=${() => this.newGame()}>${ui.newGame()}</button></span
                  >`
                : nothing
            }
          </p>
          <div
            class="row main ${mainTag}"
            ${cssProps({
              // Set on the row, not as a custom property on the table: a custom property inherits, so
              // its first value (once the fit has measured the room) restyled every card (issue #12).
              'min-height': Number.isFinite(this.mainRoom) ? `min(calc(var(--patience-card-width) * 2.4), ${this.mainRoom}px)` : undefined,
            })}
          >
            ${main.map((p) =>
              mainTag === 'waste'
                ? html`<waste-pile pile=${layout.ids[p]} data-card-size=${cardSize} exportparts=${PILE_PARTS}></waste-pile>`
                : html`<tableau-pile pile=${layout.ids[p]} data-card-size=${cardSize} exportparts=${PILE_PARTS}></tableau-pile>`,
            )}
          </div>
        </div>
        ${this.guideSeat.render()} ${state.status === 'won' && !this.celebrating && !watching ? this.renderWon() : nothing}
        ${this.renderRules(name)}
        <div class="flying" aria-hidden="true"></div>
        <div class="celebration" aria-hidden="true"></div>
        <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true" aria-label=${ui.liveRegion()}>
          ${this.controller.announcer.announcement}
        </div>
        <slot name="card-back" hidden @slotchange=${this.onBackSlot}></slot>
      </div>`;
  }

  /** A toolbar button that opens a panel. @internal */
  /** An icon button, named by its tooltip (`title`): an `aria-label` as well made Chromium give the name again as its description. */
  private panelButton(which: 'stats' | 'settings', label: string, icon: TemplateResult): TemplateResult {
    const open = this.panel === which;
    return html`<button
      part="button"
      class="icon ${which}"
      title=${label}
      aria-expanded=${open ? 'true' : 'false'}
      aria-controls="panel-${which}"
      @click=${() => (open ? this.closePanel() : void this.openPanel(which))}
    >
      ${icon}
    </button>`;
  }

  /**
   * Opens the record or the settings (loading them on first use), with the focus in it; Escape or
   * the button again closes it and gives the focus back to the button. @internal
   */
  private async openPanel(which: 'stats' | 'settings'): Promise<void> {
    this.interrupt();
    this.showKeys = false;
    this.panel = which;
    await this.loadExtras();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#panel-${which} h2`)?.focus();
  }

  /** @internal */
  private closePanel(): void {
    const which = this.panel;
    if (!which) return;
    this.panel = null;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`button.${which}`)?.focus());
  }

  /** Loads the panels and the rules (once). @internal */
  private async loadExtras(): Promise<Extras> {
    if (!this.extras) {
      const extras = await this.load(import('./extras.js'));
      extras.adopt(this.renderRoot as ShadowRoot);
      this.extras = extras;
    }
    return this.extras;
  }

  /** The open panel (the record or the settings), once loaded. @internal */
  private renderPanel(): TemplateResult | typeof nothing {
    const which = this.panel;
    if (!which) return nothing;
    const extras = this.extras;
    if (!extras) return html`<div part="panel" class="panel-loading" role="status">${ui.loading()}</div>`;
    const close = (): void => this.closePanel();
    if (which === 'stats') {
      return extras.renderStats({ current: this.variant, all: this.allStats, close });
    }
    return extras.renderSettings({
      autoPlay: this.autoPlay !== 'off',
      theme: this.shownTheme,
      fourColour: this.fourColour,
      animation: !this.noAnimation,
      close,
      change: (setting) => this.applySetting(setting),
    });
  }

  /**
   * A change in the settings panel: the same as setting the property (the page's attributes stay as
   * they are); with `persist`, kept for the player's next visit. @internal
   */
  private applySetting(setting: PlayerSettings): void {
    this.interrupt();
    this.useSettings(setting);
    this.controller.store.saveSettings({
      autoPlay: this.autoPlay !== 'off',
      theme: this.theme,
      fourColour: this.fourColour,
      animation: !this.noAnimation,
    });
  }

  /** Settings the player saved on an earlier visit (with `persist`) win over the attributes. @internal */
  private applySaved(): void {
    const saved = this.controller.store.loadSettings();
    if (saved) this.useSettings(saved);
  }

  /** @internal */
  private useSettings(s: PlayerSettings): void {
    if (typeof s.autoPlay === 'boolean') this.autoPlay = s.autoPlay ? 'safe' : 'off';
    if (s.theme === 'classic' || s.theme === 'dark' || s.theme === 'contrast') this.theme = s.theme;
    if (typeof s.fourColour === 'boolean') this.fourColour = s.fourColour;
    if (typeof s.animation === 'boolean') this.noAnimation = !s.animation;
  }

  /** The element in the `card-back` slot, and what watches it for changes. @internal */
  private back?: { el: Element; watch: MutationObserver };

  /**
   * The `card-back` slot's image or drawing becomes the backs' background, and is watched while it is
   * in the slot: a new `src` or `srcset` (read once the image is chosen and loaded) or a changed
   * drawing is drawn on the backs. @internal
   */
  private readonly onBackSlot = (e: Event): void => {
    const el = (e.target as HTMLSlotElement).assignedElements()[0];
    if (el !== this.back?.el) {
      this.back?.watch.disconnect();
      this.back?.el.removeEventListener('load', this.readBack);
      this.back = el && { el, watch: new MutationObserver(this.readBack) };
      this.back?.watch.observe(el, { attributes: true, childList: true, characterData: true, subtree: true });
      el?.addEventListener('load', this.readBack);
    }
    this.readBack();
  };

  /** Reads the slotted card back (see {@link onBackSlot}). @internal */
  private readonly readBack = (): void => {
    const el = this.back?.el;
    let url: string | null = null;
    if (el instanceof HTMLImageElement) url = el.currentSrc || el.src;
    else if (el instanceof SVGSVGElement) url = `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(el))}`;
    this.slottedBack = url ? `center / cover no-repeat url("${url.replace(/"/g, '%22')}")` : null;
  };

  /** The "You won" panel: moves, time and the player's record (win.ts, loaded on the first win). @internal */
  private renderWon(): TemplateResult | typeof nothing {
    if (!this.win) return (void this.loadWin(), nothing);
    // Its styles join the game's only now: adopted, they restyle the whole game, which must not
    // happen while a winning chain's cards glide.
    this.win.adopt(this.renderRoot as ShadowRoot);
    return this.win.renderWon({
      moves: this.snapshot!.state.moves,
      elapsedMs: this.controller.session.elapsedMs,
      stats: this.stats,
      newGame: () => this.newGame(),
    });
  }

  /** Modules loading on first use: `updateComplete` waits for them. @internal */
  private loading: Promise<unknown> = Promise.resolve();

  /** `module`, loading on first use: `updateComplete` waits for it. @internal */
  private load<T>(module: Promise<T>): Promise<T> {
    module = module.catch(chunkFailed);
    this.loading = Promise.all([this.loading, module.catch(() => undefined)]);
    return module;
  }

  /** Loads the celebration and the won panel (once; null when the file cannot load, tried again next time). @internal */
  private loadWin(): Promise<typeof WinModule | null> {
    return (this.winLoading ??= this.load(import('./win.js')).then(
      (m) => (this.win = m),
      () => (this.winLoading = null),
    ));
  }

  /** The keys, as a list (`panel`: as the `?` panel, with its heading and Close button). @internal */
  private renderKeys(panel = false): TemplateResult {
    const layout = this.snapshot?.layout;
    const draws = !!layout && layout.feeds[layout.stock].some(Boolean);
    const piles = layout ? mainRow(layout).length : 10;
    const redeals = !!layout && layout.tables.redeals !== 0;
    const x = this.extras;
    if (!x)
      return panel
        ? html`<p part="panel" class="keys-panel" role="status">${ui.loading()}</p>`
        : html`<p role="status">${ui.loading()}</p>`;
    const shifted = this.digitsShifted;
    return panel ? x.renderKeysPanel(draws, piles, redeals, shifted, () => this.closeKeys()) : x.renderKeys(draws, piles, redeals, shifted);
  }

  /** Where the focus was before the `?` panel took it. @internal */
  private keysReturn: HTMLElement | null = null;

  /** Opens the `?` panel (loading it on first use), with the focus on its heading. @internal */
  private async openKeys(): Promise<void> {
    let focused = this.renderRoot instanceof ShadowRoot ? this.renderRoot.activeElement : null;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    this.keysReturn = focused as HTMLElement | null;
    this.showKeys = true;
    await this.loadExtras();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#panel-keys h2')?.focus();
  }

  /** Closes the `?` panel, the focus back where it was. @internal */
  private closeKeys(): void {
    if (!this.showKeys) return;
    this.showKeys = false;
    const back = this.keysReturn;
    this.keysReturn = null;
    void this.updateComplete.then(() => (back?.isConnected ? back.focus() : this.focusBoard()));
  }

  /** The deal number, which opens a small form to play any deal by its number or seed. @internal */
  private renderDealMenu(): TemplateResult {
    const seed = this.controller.session.game?.seed ?? null;
    const submit = (e: SubmitEvent): void => {
      e.preventDefault();
      const form = e.currentTarget as HTMLFormElement;
      const typed = (form.elements.namedItem('seed') as HTMLInputElement).value;
      // The seed shown is played as it is (one may have spaces at its ends: README "Limits on input"); one typed, trimmed.
      const value = typed === seed ? typed : typed.trim();
      if (value === '') return;
      // A game under way is not thrown away without asking (the question then has the focus).
      const dealt = this.newGame({ seed: value, ask: true });
      if (dealt || this.confirming) (form.closest('details') as HTMLDetailsElement).open = false;
      if (dealt) void this.updateComplete.then(() => this.focusBoard());
    };
    const escape = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return;
      const details = e.currentTarget as HTMLDetailsElement;
      if (!details.open) return;
      e.stopPropagation();
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    // Opened (by mouse too): the number box has the focus, its text selected, ready to type over.
    const opened = (e: Event): void => {
      const input = (e.currentTarget as HTMLDetailsElement).open ? (e.currentTarget as HTMLElement).querySelector('input') : null;
      input?.focus();
      input?.select();
    };
    return html`<details class="deal-menu" @keydown=${escape} @toggle=${opened}>
      <summary title=${ui.dealMenuTitle()}>${seed !== null ? ui.deal(seed) : ui.presetDeck()}</summary>
      <form part="panel" @submit=${submit}>
        <label>${ui.dealInput()} <input name="seed" autocomplete="off" .value=${seed ?? ''} /></label>
        <button part="button" class="deal-button" type="submit">${ui.playDeal()}</button>
      </form>
    </details>`;
  }

  /**
   * The rules of the variant, generated from its declaration (what the player reads is what the
   * engine enforces); their words load when they are first opened. @internal
   */
  private renderRules(name: string): TemplateResult {
    const toggle = (e: Event): void => {
      this.rulesOpen = (e.currentTarget as HTMLDetailsElement).open;
      if (this.rulesOpen) void this.loadExtras();
    };
    const extras = this.extras;
    return html`<details part="rules" class="rules" @toggle=${toggle}>
      <summary>${ui.rulesOf(name)}</summary>
      ${this.rulesOpen ? (extras ? extras.renderRules(this.snapshot!.variant) : html`<p role="status">${ui.loading()}</p>`) : nothing}
      ${this.rulesOpen ? this.renderKeys() : nothing}
    </details>`;
  }
}

/** The piles' parts, re-exported by the game (`patience-game::part(card)` styles every card). */
const PILE_PARTS = 'base: pile, hand: pile, card, face, back, placeholder, label, count, hint';

const STATS_ICON = html`<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
  <path fill="currentColor" d="M3 16h14v2H3zM4 9h3v6H4zM8.5 5h3v10h-3zM13 11h3v4h-3z" />
</svg>`;
const SETTINGS_ICON = html`<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
  <path
    fill="currentColor"
    d="M11.4 1.5l.4 2.3a6.6 6.6 0 0 1 1.7 1l2.2-.8 1.4 2.4-1.8 1.5a6.7 6.7 0 0 1 0 2l1.8 1.5-1.4 2.4-2.2-.8a6.6 6.6 0 0 1-1.7 1l-.4 2.3H8.6l-.4-2.3a6.6 6.6 0 0 1-1.7-1l-2.2.8-1.4-2.4 1.8-1.5a6.7 6.7 0 0 1 0-2L2.9 6.4l1.4-2.4 2.2.8a6.6 6.6 0 0 1 1.7-1l.4-2.3zM10 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"
  />
</svg>`;

declare global {
  interface HTMLElementTagNameMap {
    'patience-game': PatienceGame;
  }
}
