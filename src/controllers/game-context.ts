/**
 * What `<patience-game>` provides to its piles through Lit context: an immutable snapshot of the
 * game, replaced (never mutated) after every change, with everything a pile shows already worked out
 * (movable counts, legal targets of the picked-up cards, names); and a stable actions object, the
 * only way a pile asks for anything. Piles render from the snapshot alone and call actions only from
 * event handlers, never while rendering.
 * @module
 */
import { createContext } from '@lit/context';
import type { GameState } from '../engine/rules.js';
import type { Layout } from '../engine/layout.js';
import type { Card } from '../engine/cards.js';
import type { PileId, PileKind, VariantDefinition } from '../engine/vocabulary.js';
import type { DropTargets } from './drop-targets.js';
import type { Locale } from '../i18n/locale.js';

/**
 * Cards picked up by click, tap or keyboard, waiting for a target pile.
 * `count` 0 means "the movable run, as many cards as the target takes" (keyboard selection).
 */
export interface Selection {
  readonly pile: PileId;
  readonly count: number;
}

/** One pile as its element shows it. */
export interface PileView {
  readonly id: PileId;
  readonly kind: PileKind;
  /** Card ids, bottom to top. */
  readonly cards: readonly Card[];
  /** How many bottom cards are face down. */
  readonly faceDown: number;
  /** How many top cards can be picked up now (0 on a foundation, the stock, or a finished game). */
  readonly movable: number;
  /**
   * For each card from `cards.length - movable` up: whether the unit headed by it has a legal move
   * now (a tap on a run picks the longest part that can move).
   */
  readonly canMove: readonly boolean[];
  /** Top cards picked up (0 when none). */
  readonly selected: number;
  /** Whether the picked-up cards could move here. */
  readonly target: boolean;
  /** Top cards the hint on the table suggests moving (0 when none). */
  readonly hinted: number;
  /** Whether the hint on the table moves cards here. */
  readonly hintTarget: boolean;
  /** The name for people: "Waste pile 2". */
  readonly label: string;
  /** The accessible name, said once: label, count, top card, picked-up state. */
  readonly description: string;
}

/** The whole game as the piles see it. */
export interface GameSnapshot {
  readonly variant: VariantDefinition;
  readonly layout: Layout;
  readonly state: GameState;
  readonly piles: ReadonlyMap<PileId, PileView>;
  readonly selection: Selection | null;
  /** The pile that last refused a move (for a visible shake), with a serial that changes each time. */
  readonly refused: { readonly pile: PileId; readonly serial: number } | null;
  /** The pile that takes the board's one tab stop (roving tabindex). */
  readonly focus: PileId;
  /** Fan steps in card heights after compressing to fit the height: face-up and face-down cards. */
  readonly fan: { readonly up: number; readonly down: number };
  /** Increases with every change. */
  readonly serial: number;
  /** The language the game speaks (the piles render their words in it). */
  readonly locale: Locale;
}

/** @deprecated The snapshot's former name. */
export type GameView = GameSnapshot;

/** What a pile may ask for. The object never changes for the life of a game element. */
export interface GameActions {
  /**
   * Click, tap, Enter or Space on a pile: with nothing picked up, picks up `count` cards (0: the
   * movable run, or the longest part of it with a legal move) or draws from a stock that draws; with
   * cards picked up, moves them to `pile` (or puts them down when `pile` is their own).
   */
  activate(pile: PileId, count?: number): void;
  /** Double-click: sends the top card of `pile` to a foundation that takes it, or says why not. */
  sendToFoundation(pile: PileId): void;
  /** A drag's drop: plays the move (true when played). */
  drop(from: PileId, to: PileId, count: number): boolean;
  /** Whether the game is still at `state` (a drag must not outlive its position). */
  isCurrent(state: GameState): boolean;
  /** The pile the last click dropped cards on (null otherwise): the rest of a mouse double-click there does nothing. */
  clickMovedTo(): PileId | null;
  /** Finishes running animations at once (a drag begins). */
  interrupt(): void;
  /**
   * The pile a press during a glide was meant for (see {@link GameController.aim}), once: the click
   * that follows acts on that pile's top card. Null when the press was not during a glide.
   */
  takeAim(): PileId | null;
  /** The pile last focused (roving tabindex). */
  focused(pile: PileId): void;
  /** The drop targets of the table, for drags. */
  readonly targets: DropTargets;
}

export const gameContext = createContext<GameSnapshot | undefined>(Symbol('patience-game'));
export const actionsContext = createContext<GameActions | undefined>(Symbol('patience-game-actions'));
