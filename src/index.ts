/**
 * patience-elements: framework-neutral custom elements for patience games.
 * Importing this module defines every element.
 * @module
 */
// First: says why, when the page's Content Security Policy keeps Lit from starting (csp-guard.ts).
import './components/internal/csp-guard.js';
export { PatienceGame, type NewGameOptions, type HintSuggestion } from './components/patience-game/patience-game.js';
export { StockPile } from './components/stock-pile/stock-pile.js';
export { WastePile } from './components/waste-pile/waste-pile.js';
export { FoundationPile } from './components/foundation-pile/foundation-pile.js';
export { TableauPile } from './components/tableau-pile/tableau-pile.js';
export { PlayingCard } from './components/playing-card/playing-card.js';
export { PatienceStep } from './components/patience-step/patience-step.js';
export { GameController, type PublicGameState, type PublicPile, type HistoryEntry } from './controllers/game-controller.js';
export type { VariantStats, Outcome, StatsRecord } from './controllers/stats.js';
export {
  actionsContext,
  gameContext,
  type GameActions,
  type GameSnapshot,
  type GameView,
  type PileView,
  type Selection,
} from './controllers/game-context.js';
export * from './events/index.js';
export type { Move, AppliedMove, GameStatus } from './engine/rules.js';
export type { PileId, VariantDefinition } from './engine/vocabulary.js';
export { variants, variantIds, getVariant } from './variants/index.js';
