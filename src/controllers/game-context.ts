/**
 * The context `<patience-game>` provides to its piles: an immutable snapshot of the game, replaced
 * (never mutated) after every change, so consumers re-render exactly when something changed.
 * @module
 */
import { createContext } from '@lit/context';
import type { GameState } from '../engine/rules.js';
import type { Layout } from '../engine/layout.js';
import type { PileId, VariantDefinition } from '../engine/vocabulary.js';
import type { GameController } from './game-controller.js';

/**
 * Cards picked up by click, tap or keyboard, waiting for a target pile.
 * `count` 0 means "the movable run, as many cards as the target takes" (keyboard selection).
 */
export interface Selection {
  readonly pile: PileId;
  readonly count: number;
}

/** What a pile element reads: the whole game as it stands, and the controller to act through. */
export interface GameView {
  readonly controller: GameController;
  readonly variant: VariantDefinition;
  readonly layout: Layout;
  readonly state: GameState;
  readonly selection: Selection | null;
  /** The pile that last refused a move (for a visible shake), with a serial that changes each time. */
  readonly refused: { readonly pile: PileId; readonly serial: number } | null;
  /** Increases with every change. */
  readonly serial: number;
}

export const gameContext = createContext<GameView | undefined>(Symbol('patience-game'));
