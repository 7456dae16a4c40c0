/**
 * Guides: a position and a few captioned moves that an article walks its reader through (README
 * "Guides"). This module is the engine side, pure and DOM-free: it reads a step's move text, plays a
 * guide's moves to find where it stops (the first illegal or unreadable step), and writes a game's
 * moves back as guide markup (the demo's "Copy as guide").
 *
 * A step's move is written like a line of {@link formatMoveList}, the cards being optional:
 * `hand foundation-2`, `hand → foundation-2`, `8H hand → foundation-2`, `9S 8S tableau-1 tableau-2`
 * (the cards, when given, set how many move and are checked). A trailing `(auto)` marks an automatic
 * move (skipped: automatic play makes it again).
 * @module
 */
import { cardCode, parseCard } from './cards.js';
import { dealGame, play, type Game } from './game.js';
import { formatMoveList } from './notation.js';
import type { AppliedMove, Move } from './rules.js';
import { refusalText } from './reasons.js';
import type { VariantDefinition } from './vocabulary.js';

/** A step's move as read from its text: the move and, when the text names them, the cards it moves. */
export interface StepMove {
  readonly move: Move;
  /** The card codes the text names (bottom to top), when it names any. */
  readonly cards?: readonly string[];
  /** Whether the text marks the move `(auto)`. */
  readonly auto: boolean;
}

const PILE = /^[a-z]+(?:-\d+)?$/;

/**
 * Reads a step's move text (see the module docs).
 * @throws {RangeError} naming the text, when it is not `[cards] from [→] to [(auto)]`.
 */
export function parseStepMove(text: string): StepMove {
  if (typeof text !== 'string') throw new TypeError(`a move must be text, got ${typeof text}`);
  let rest = text.trim();
  const auto = /\(auto\)$/.test(rest);
  if (auto) rest = rest.slice(0, -'(auto)'.length).trim();
  const words = rest.split(/\s*(?:→|->)\s*|\s+/).filter((w) => w !== '');
  const shape = 'like "hand foundation-2" or "8H hand → foundation-2"';
  if (words.length < 2) throw new RangeError(`${JSON.stringify(text)} is not a move ${shape}`);
  const [from, to] = words.slice(-2);
  if (!PILE.test(from) || !PILE.test(to))
    throw new RangeError(`${JSON.stringify(text)} is not a move ${shape}: "${from}" and "${to}" must be pile ids`);
  const named = words.slice(0, -2);
  if (named.length === 0) return { move: { from, to }, auto };
  const cards = named.map((c) => {
    try {
      return cardCode(parseCard(c));
    } catch {
      throw new RangeError(`${JSON.stringify(text)} names ${JSON.stringify(c)}, which is not a card code like 8H or TS`);
    }
  });
  return { move: { from, to, count: cards.length }, cards, auto };
}

/** Why a guide stops: the step (1-based; 0 for a move of `start`), its text and the reason, in developer English. */
export interface GuideProblem {
  readonly index: number;
  readonly move: string;
  readonly reason: string;
}

/** A guide worked out: the position it starts from, its playable steps, and where it stops. */
export interface GuidePlan {
  /** The game at the guide's start position (the deal, then the moves of `start`). */
  readonly base: Game;
  /** The game after every playable step (`turns` from `base.cursor` on are the steps' turns). */
  readonly game: Game;
  /** The playable steps, in order: the move text and the turn it plays (the move, then automatic ones). */
  readonly steps: readonly { readonly text: string; readonly turn: readonly AppliedMove[] }[];
  /** The first step that cannot be played (the guide stops before it), or a bad `start`; else null. */
  readonly problem: GuideProblem | null;
}

/** Plays one move text on `game`: the next game, or why not. */
function playText(
  variant: VariantDefinition,
  game: Game,
  text: string,
): { game: Game; turn: readonly AppliedMove[] } | { reason: string } | null {
  let step: StepMove;
  try {
    step = parseStepMove(text);
  } catch (e) {
    return { reason: (e as Error).message };
  }
  if (step.auto) return null;
  const r = play(variant, game, step.move);
  if (!r.ok) return { reason: refusalText(r.reason) };
  const moved = r.turn[0].cards.join(' ');
  if (step.cards && step.cards.join(' ') !== moved)
    return { reason: `it names ${step.cards.join(' ')} but ${step.move.from} gives ${moved}` };
  return { game: r.game, turn: r.turn };
}

/**
 * Works out a guide: deals `deck` (card ids, with `seed` as its seed or null), plays the moves of
 * `start` (a move list as `historyText` writes it; header and comment lines are skipped, automatic
 * moves are made again by automatic play), then each step's move, stopping before the first one that
 * is unreadable or illegal where it stands.
 * @returns the plan; `problem` names the step (1-based index, move text) and the reason, or the move
 *   of `start` (index 0) when the start position itself cannot be reached (then there are no steps,
 *   and the guide starts from the deal, with none of the start moves played).
 */
export function planGuide(
  variant: VariantDefinition,
  deal: { seed: string | null; deck: readonly number[]; autoPlay: boolean; start?: string | null },
  moves: readonly string[],
): GuidePlan {
  const dealt = dealGame(variant, deal.seed, deal.deck, deal.autoPlay);
  let game = dealt;
  const lines = (deal.start ?? '').split(/\r?\n|;/).map((l) => l.trim());
  for (const line of lines) {
    if (line === '' || line.startsWith('#') || /^(variant|seed|deck|auto-play):/.test(line)) continue;
    const r = playText(variant, game, line);
    if (r === null) continue;
    // The start position cannot be reached: the guide shows the deal itself, with none of its moves.
    if ('reason' in r) return { base: dealt, game: dealt, steps: [], problem: { index: 0, move: line, reason: r.reason } };
    game = r.game;
  }
  const base = game;
  const steps: { text: string; turn: readonly AppliedMove[] }[] = [];
  for (let i = 0; i < moves.length; i++) {
    const text = moves[i].trim();
    const r = playText(variant, game, text);
    if (r === null || 'reason' in r) {
      const reason = r === null ? 'a step cannot be an automatic move' : r.reason;
      return { base, game, steps, problem: { index: i + 1, move: text, reason } };
    }
    game = r.game;
    steps.push({ text, turn: r.turn });
  }
  return { base, game, steps, problem: null };
}

/** A guide problem as the `patience-error` message says it. */
export const problemText = (p: GuideProblem): string =>
  p.index === 0
    ? `guide: the start move ${JSON.stringify(p.move)} cannot be played: ${p.reason}; the guide has no steps`
    : `guide step ${p.index} (${JSON.stringify(p.move)}) cannot be played: ${p.reason}; the guide stops before it`;

/** The move list (as `restore()` takes it) of the guide's position after `step` steps (0: the start). */
export const positionText = (plan: GuidePlan, step: number): string =>
  formatMoveList({ ...plan.game, cursor: plan.base.cursor + Math.max(0, Math.min(step, plan.steps.length)) });

/** A move as a guide step writes it: `from to`, with the cards first when more than one moves. */
export const stepMoveText = (m: { from: string; to: string; cards: readonly string[] }): string =>
  `${m.cards.length > 1 ? `${m.cards.join(' ')} ` : ''}${m.from} ${m.to}`;

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The markup of a guide that plays `moves` (the player's moves; automatic ones are left out, automatic
 * play makes them again) from the deal of `seed` or `deck`: a `<patience-game guide>` with one
 * `<patience-step>` per move, each with an empty caption for the writer to fill in.
 */
export function guideMarkup(o: {
  variant: string;
  seed: string | null;
  deck?: readonly string[] | null;
  autoPlay?: boolean;
  moves: readonly { from: string; to: string; cards: readonly string[]; auto?: boolean }[];
}): string {
  const attrs = [`variant="${escapeHtml(o.variant)}"`];
  if (o.seed !== null) attrs.push(`seed="${escapeHtml(o.seed)}"`);
  else if (o.deck) attrs.push(`deck="${o.deck.join(' ')}"`);
  if (o.autoPlay === false) attrs.push('auto-play="off"');
  const steps = o.moves
    .filter((m) => !m.auto)
    .map(
      (m, i) =>
        `  <patience-step move="${escapeHtml(stepMoveText(m))}">Step ${i + 1}: ${escapeHtml(m.cards.join(' '))} to ${escapeHtml(m.to)}.</patience-step>`,
    );
  return `<patience-game ${attrs.join(' ')} guide>\n${steps.join('\n')}${steps.length ? '\n' : ''}</patience-game>\n`;
}
