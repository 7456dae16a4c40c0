/**
 * A slow, obviously-correct reading of a variant's declaration: which moves are legal, what a move
 * does, and when a game is won or lost. Written from the words of the vocabulary (src/engine/
 * vocabulary.ts) and docs/rules.md, with cards handled as their codes ("7H", "AS2"), and sharing no
 * code with the engine's tables (layout.ts) or rule core (board.ts): the tests and `npm run fuzz`
 * compare the engine with it on random positions of every variant.
 *
 * Nothing here is fast: it enumerates every (from, to, count) and asks one question at a time.
 */
import type { GameState, Move } from '../../src/engine/rules.js';
import type { BuildRule, PileDeclaration, PileKind, VariantDefinition } from '../../src/engine/vocabulary.js';

const RANKS = 'A23456789TJQK';
const SUITS = 'CDHS';

/** The code of a card id, read without the engine's tables: rank, suit, and `2` for a second-deck card. */
export function codeOf(card: number): string {
  const face = card % 52;
  return RANKS[face % 13] + SUITS[Math.floor(face / 13)] + (card >= 52 ? '2' : '');
}
const rankOfCode = (code: string): number => RANKS.indexOf(code[0]) + 1;
const suitOfCode = (code: string): string => code[1];
const isRedCode = (code: string): boolean => code[1] === 'D' || code[1] === 'H';

/** One pile as the reference sees it: its id, kind, declaration and (foundations) base rank. */
export interface RefPile {
  readonly id: string;
  readonly kind: PileKind;
  readonly decl: PileDeclaration;
  /** Index of this pile within its declaration (0-based). */
  readonly index: number;
  readonly base: number;
}

/** {@link refPiles}' answers: a declaration's piles never change, and the brute force asks for every position. */
const pilesOf = new WeakMap<VariantDefinition, readonly RefPile[]>();

/** The piles of a variant, in declaration order (ids: `stock`, `hand`, `waste`, or kind and number, numbered on across declarations). */
export function refPiles(variant: VariantDefinition): readonly RefPile[] {
  let piles = pilesOf.get(variant);
  if (!piles) pilesOf.set(variant, (piles = readPiles(variant)));
  return piles;
}

function readPiles(variant: VariantDefinition): RefPile[] {
  const out: RefPile[] = [];
  const counters: Record<string, number> = {};
  for (const decl of variant.piles) {
    const count = 'count' in decl ? decl.count : 1;
    for (let i = 0; i < count; i++) {
      let id: string;
      if (decl.kind === 'stock' || decl.kind === 'hand' || decl.kind === 'waste') id = decl.kind;
      else {
        const word = decl.kind === 'waste-pile' ? 'waste' : decl.kind;
        counters[word] = (counters[word] ?? 0) + 1;
        id = `${word}-${counters[word]}`;
      }
      let base = 0;
      if (decl.kind === 'foundation') base = Array.isArray(decl.base) ? decl.base[i] : (decl.base as number);
      out.push({ id, kind: decl.kind, decl, index: i, base });
    }
  }
  return out;
}

/** The rank that should follow `rank` by `rule`, or null. */
function rankAfter(rank: number, rule: BuildRule): number | null {
  const step = rule.step ?? 1;
  let r = rule.direction === 'up' ? rank + step : rank - step;
  if (rule.wrap) {
    while (r > 13) r -= 13;
    while (r < 1) r += 13;
  }
  return r >= 1 && r <= 13 ? r : null;
}

/** Whether the card `above` may lie on `below` by `rule` (codes). */
export function fits(below: string, above: string, rule: BuildRule): boolean {
  if (rankOfCode(above) !== rankAfter(rankOfCode(below), rule)) return false;
  if (rule.suit === 'same') return suitOfCode(above) === suitOfCode(below);
  if (rule.suit === 'colour') return isRedCode(above) === isRedCode(below);
  if (rule.suit === 'alternate-colour') return isRedCode(above) !== isRedCode(below);
  return true;
}

/** A position with codes instead of ids. */
interface View {
  readonly variant: VariantDefinition;
  readonly piles: readonly RefPile[];
  readonly cards: string[][];
  readonly down: number[];
  readonly redeals: number;
}

const view = (variant: VariantDefinition, s: GameState): View => ({
  variant,
  piles: refPiles(variant),
  cards: s.piles.map((p) => p.map(codeOf)),
  down: s.faceDown.slice(),
  redeals: s.redeals ?? 0,
});

type StockDecl = Extract<PileDeclaration, { kind: 'stock' }>;
type FoundationDecl = Extract<PileDeclaration, { kind: 'foundation' }>;
const stockOf = (v: View): StockDecl => v.piles.find((p) => p.kind === 'stock')!.decl as StockDecl;

/** The piles a redeal gathers, in the order their cards are dealt again. */
function gatheredPiles(v: View): number[] {
  const redeal = stockOf(v).redeal;
  if (!redeal) return [];
  const piles = v.piles.flatMap((p, i) => (p.kind === redeal.gather ? [i] : []));
  return redeal.order === 'last-pile-first' ? piles.reverse() : piles;
}

/** The redeals made, when the game limits them (with unlimited redeals the count changes nothing). */
function redealsThatMatter(variant: VariantDefinition, s: Pick<GameState, 'redeals'>): number {
  const stock = variant.piles.find((d) => d.kind === 'stock') as StockDecl;
  return stock.redeal && stock.redeal.times !== 'unlimited' ? (s.redeals ?? 0) : 0;
}

/** Whether the stock and the hand are both empty (nothing left to deal). */
function allDealt(v: View): boolean {
  return v.piles.every((p, i) => (p.kind !== 'stock' && p.kind !== 'hand') || v.cards[i].length === 0);
}

/** How many cards at the top of pile `i` move together (a run by the tableau's run rule, else one). */
function unitSize(v: View, i: number): number {
  const pile = v.cards[i];
  const up = pile.length - v.down[i];
  if (up <= 0) return 0;
  const decl = v.piles[i].decl;
  if (decl.kind !== 'tableau' || !decl.run) return 1;
  let k = 1;
  while (k < up && fits(pile[pile.length - k - 1], pile[pile.length - k], decl.run)) k++;
  return k;
}

/** Kinds of pile a pile's cards may go to, read from its declaration (the redeal aside). */
function destinations(decl: PileDeclaration): readonly PileKind[] {
  if (decl.kind === 'foundation') return [];
  if (decl.kind === 'stock') return decl.deals === 'waste' ? ['waste'] : [];
  return decl.to;
}

/** Why a foundation will not start with `head`, given its lock and the other foundations of its declaration. */
function lockRefuses(v: View, to: number, head: string): string | null {
  const decl = v.piles[to].decl as FoundationDecl;
  const lock = decl.lock ?? (decl.uniqueSuits ? 'distinct-suits' : undefined);
  if (!lock) return null;
  const siblings = v.piles.flatMap((p, i) => (i !== to && p.decl === decl && v.cards[i].length > 0 ? [i] : []));
  if (lock === 'distinct-suits' && siblings.some((i) => suitOfCode(v.cards[i][0]) === suitOfCode(head)))
    return 'suit already owns a foundation';
  if (lock === 'distinct-colours' && siblings.some((i) => isRedCode(v.cards[i][0]) === isRedCode(head)))
    return 'colour already owns a foundation';
  if (lock === 'alternate-colours') {
    const neighbours = siblings.filter((i) => Math.abs(v.piles[i].index - v.piles[to].index) === 1);
    if (neighbours.some((i) => isRedCode(v.cards[i][0]) === isRedCode(head))) return 'a neighbour holds that colour';
  }
  return null;
}

/**
 * Why the move is illegal, in a few words, or null when it is legal. The questions, in the order a
 * person would ask them: are these piles, may cards go from one to the other, are the cards there and
 * face up, do they move together, does the target take them.
 */
export function whyIllegal(variant: VariantDefinition, state: GameState, move: Move): string | null {
  if (state.status !== 'playing') return 'the game is over';
  return illegalIn(view(variant, state), move);
}

function illegalIn(v: View, move: Move): string | null {
  const from = v.piles.findIndex((p) => p.id === move.from);
  const to = v.piles.findIndex((p) => p.id === move.to);
  if (from < 0 || to < 0) return 'no such pile';
  return illegalAt(v, from, to, move.count ?? 1);
}

/** {@link illegalIn} with the piles given by their places in `v.piles`. */
function illegalAt(v: View, from: number, to: number, count: number): string | null {
  if (from === to) return 'same pile';
  if (!Number.isInteger(count) || count < 1) return 'bad count';
  const src = v.piles[from];
  const dst = v.piles[to];
  if (dst.kind === 'stock') {
    // A redeal: from the first pile it gathers, once nothing is left to deal, while redeals remain.
    const redeal = stockOf(v).redeal;
    const gathered = gatheredPiles(v);
    if (!redeal || from !== Math.min(...gathered)) return 'no redeal from there';
    if (!allDealt(v)) return 'the stock is not used up';
    if (redeal.times !== 'unlimited' && v.redeals >= redeal.times) return 'no redeal left';
    const total = gathered.reduce((n, i) => n + v.cards[i].length, 0);
    if (total === 0) return 'nothing to gather';
    return count === 1 || count === total ? null : 'bad count';
  }
  if (!destinations(src.decl).includes(dst.kind)) return `${src.kind} never feeds ${dst.kind}`;
  const pile = v.cards[from];
  if (pile.length === 0) return 'empty source';
  if (src.kind === 'stock') {
    // A draw: the top card, face down, to the waste.
    return count === 1 ? null : 'the stock gives one card';
  }
  if (src.kind === 'reserve' && v.down[from] >= pile.length) return 'the reserve is still face down';
  if (count > pile.length - v.down[from]) return 'not that many face-up cards';
  if (count > unitSize(v, from)) return 'those cards do not move together';
  const runFoundation = dst.kind === 'foundation' && (dst.decl as FoundationDecl).takes === 'complete-run';
  if (count > 1 && dst.kind !== 'tableau' && !runFoundation) return 'one card at a time';
  const head = pile[pile.length - count];
  const target = v.cards[to];
  switch (dst.kind) {
    case 'foundation': {
      const decl = dst.decl as FoundationDecl;
      if (decl.phase && !allDealt(v) && !(decl.phase.except ?? []).includes(rankOfCode(head) as never))
        return 'closed until the stock is used up';
      if (runFoundation && count !== 13) return 'only a complete run';
      if (target.length + count > 13) return 'foundation full';
      if (target.length === 0) {
        if (rankOfCode(head) !== dst.base) return 'not the base rank';
        const locked = lockRefuses(v, to, head);
        if (locked) return locked;
        const unit = pile.slice(pile.length - count);
        for (let i = 1; i < unit.length; i++) if (!fits(unit[i - 1], unit[i], decl.build)) return 'the run does not follow the foundation';
        return null;
      }
      return fits(target[target.length - 1], head, decl.build) ? null : 'does not follow';
    }
    case 'tableau': {
      const decl = dst.decl as Extract<PileDeclaration, { kind: 'tableau' }>;
      if (target.length === 0) {
        if (decl.empty.rank !== undefined && rankOfCode(head) !== decl.empty.rank) return 'a space takes only its rank';
        if (count < (decl.empty.minCards ?? 1)) return 'a space takes a longer run';
        return null;
      }
      return fits(target[target.length - 1], head, decl.build) ? null : 'does not follow';
    }
    case 'waste-pile':
      return src.kind === 'hand' || target.length === 0 ? null : 'a waste pile takes that only when empty';
    case 'waste':
      return null;
    default:
      return `a ${dst.kind} takes nothing`;
  }
}

/** Every legal move, found by asking {@link whyIllegal} about every from, to and count. */
export function referenceMoves(variant: VariantDefinition, state: GameState): Move[] {
  if (state.status !== 'playing') return [];
  const v = view(variant, state);
  const moves: Move[] = [];
  // A redeal names 1 or every card it gathers; any other move, at most the cards that move together
  // at the top of its source (one at least): whyIllegal refuses any larger count, whatever the target
  // ('not that many face-up cards', 'those cards do not move together', or a refusal that no count
  // changes; a stock gives one card). Asking about every count up to the pile's length gave the same
  // moves, with most of the brute force's time spent on those refusals.
  const total = gatheredPiles(v).reduce((n, i) => n + v.cards[i].length, 0);
  const redealCounts = [...new Set([1, total])];
  v.piles.forEach((from, i) => {
    const counts = Array.from({ length: Math.max(1, unitSize(v, i)) }, (_, k) => k + 1);
    v.piles.forEach((to, j) => {
      for (const count of to.kind === 'stock' ? redealCounts : counts) {
        if (illegalAt(v, i, j, count) === null)
          moves.push(count === 1 ? { from: from.id, to: to.id } : { from: from.id, to: to.id, count });
      }
    });
  });
  // A redeal may be written with count 1 or with the cards it gathers: one move, listed with the count.
  const redeals = moves.filter((m) => m.to === 'stock');
  return redeals.length > 1 ? moves.filter((m) => m.to !== 'stock' || (m.count ?? 1) > 1) : moves;
}

/**
 * What a legal move does, written out: the cards go over; a face-down card left on top is turned up;
 * a stock that deals into the hand refills an empty hand. Returns the new piles and face-down counts
 * (the move counter and status are the engine's business).
 */
export function referenceApply(
  variant: VariantDefinition,
  state: GameState,
  move: Move,
): Pick<GameState, 'piles' | 'faceDown' | 'redeals'> {
  const v = view(variant, state);
  const piles = v.piles;
  const cards = state.piles.map((p) => p.slice());
  const down = state.faceDown.slice();
  let redeals = state.redeals ?? 0;
  const from = piles.findIndex((p) => p.id === move.from);
  const to = piles.findIndex((p) => p.id === move.to);
  const count = move.count ?? 1;
  const stock = piles.findIndex((p) => p.kind === 'stock');
  const hand = piles.findIndex((p) => p.kind === 'hand');
  if (to === stock) {
    // A redeal: the cards to be dealt first go on top of the stock.
    const order = gatheredPiles(v).flatMap((i) => cards[i]);
    for (const i of gatheredPiles(v)) cards[i] = [];
    cards[stock] = order.reverse();
    down[stock] = cards[stock].length;
    redeals++;
  } else {
    const moving = cards[from].splice(cards[from].length - count, count);
    cards[to].push(...moving);
    if (piles[from].kind === 'stock') down[from] = cards[from].length;
    else if (down[from] >= cards[from].length) down[from] = Math.max(0, cards[from].length - 1);
  }
  const stockDecl = piles[stock].decl as StockDecl;
  if (stockDecl.deals === 'hand' && hand >= 0 && cards[hand].length === 0 && cards[stock].length > 0) {
    cards[hand].push(cards[stock].pop()!);
    down[stock] = cards[stock].length;
  }
  // Hidden reserves turn up once nothing is left to deal.
  if (cards[stock].length === 0 && (hand < 0 || cards[hand].length === 0)) {
    piles.forEach((p, i) => {
      if (p.kind === 'reserve' && (p.decl as Extract<PileDeclaration, { kind: 'reserve' }>).hidden) down[i] = 0;
    });
  }
  return redeals > 0 ? { piles: cards, faceDown: down, redeals } : { piles: cards, faceDown: down };
}

/** Whether a legal move makes progress (docs/rules.md "End of the game"): anything but moving cards between two piles of one kind without turning a card. */
export function referenceIsProgress(variant: VariantDefinition, state: GameState, move: Move): boolean {
  const piles = refPiles(variant);
  const from = piles.find((p) => p.id === move.from)!;
  const to = piles.find((p) => p.id === move.to)!;
  // With unlimited redeals, drawing and redealing only go round the stock.
  const stock = piles.find((p) => p.kind === 'stock')!.decl as StockDecl;
  if (stock.redeal?.times === 'unlimited' && (from.kind === 'stock' || to.kind === 'stock')) return false;
  if (from.kind !== to.kind) return true;
  const after = referenceApply(variant, state, move);
  const i = piles.indexOf(from);
  return after.faceDown[i] < state.faceDown[i];
}

/**
 * Whether the game can still make progress, by a breadth-first search over the moves that make
 * none: true as soon as some reachable position has a progress move; false when none has; null past
 * `cap` positions. Positions are compared up to the order of the tableau piles of one declaration, as
 * {@link bruteForce} compares them (after the deal, no rule reads a tableau pile's place): positions
 * that differ only by that order have the same answer, and without it a search through a late
 * two-deck game spends its `cap` on reorderings of one position and answers null.
 */
export function referenceCanProgress(variant: VariantDefinition, state: GameState, cap = 20_000): boolean | null {
  const piles = refPiles(variant);
  const key = (s: Pick<GameState, 'piles' | 'faceDown' | 'redeals'>): string => {
    const text = s.piles.map((p, i) => `${s.faceDown[i]}:${p.join(',')}`);
    const tableau = variant.piles.map((d) =>
      piles
        .flatMap((p, i) => (p.kind === 'tableau' && p.decl === d ? [text[i]] : []))
        .sort()
        .join('|'),
    );
    return (
      `${redealsThatMatter(variant, s)}/` + piles.map((p, i) => (p.kind === 'tableau' ? '' : text[i])).join('|') + '/' + tableau.join('/')
    );
  };
  const start = { ...state, status: 'playing' as const };
  const seen = new Set([key(start)]);
  const queue: GameState[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head];
    for (const m of referenceMoves(variant, s)) {
      if (referenceIsProgress(variant, s, m)) return true;
      const next = { ...s, ...referenceApply(variant, s, m) };
      const k = key(next);
      if (seen.has(k)) continue;
      if (seen.size >= cap) return null;
      seen.add(k);
      queue.push(next);
    }
  }
  return false;
}

/** Cards in the game (52 per deck). */
export const referenceCardCount = (variant: VariantDefinition): number => 52 * (variant.decks ?? 1);

/** Won: every card of the game on a foundation. */
export function referenceWon(variant: VariantDefinition, state: GameState): boolean {
  const piles = refPiles(variant);
  return piles.reduce((n, p, i) => n + (p.kind === 'foundation' ? state.piles[i].length : 0), 0) === referenceCardCount(variant);
}

/**
 * Whether a position can be won, by trying every sequence of legal moves (the reference's moves and
 * their effects, no shortcut but one), each position once: `won` when every card of the position can
 * reach a foundation (a position may hold fewer cards than a deck), `lost` when no sequence does,
 * `unknown` past `cap` positions. The one shortcut: positions are compared up to the order of the
 * tableau piles of one declaration (after the deal, no rule reads a tableau pile's place), or kings
 * shuttling between empty piles alone would take millions of positions.
 */
export function bruteForce(variant: VariantDefinition, state: GameState, cap = 200_000): 'won' | 'lost' | 'unknown' {
  const piles = refPiles(variant);
  const foundation = piles.map((p) => p.kind === 'foundation');
  const cards = state.piles.reduce((n, p) => n + p.length, 0);
  const key = (s: Pick<GameState, 'piles' | 'faceDown' | 'redeals'>): string => {
    const text = s.piles.map((p, i) => `${s.faceDown[i]}:${p.join(',')}`);
    const tableau = piles.flatMap((p, i) => (p.kind === 'tableau' ? [text[i]] : [])).sort();
    return (
      `${redealsThatMatter(variant, s)}/` + piles.map((p, i) => (p.kind === 'tableau' ? '' : text[i])).join('|') + '/' + tableau.join('|')
    );
  };
  const seen = new Set<string>();
  const stack: GameState[] = [{ ...state, status: 'playing' }];
  while (stack.length > 0) {
    const s = stack.pop()!;
    const k = key(s);
    if (seen.has(k)) continue;
    if (seen.size >= cap) return 'unknown';
    seen.add(k);
    if (s.piles.reduce((n, p, i) => n + (foundation[i] ? p.length : 0), 0) === cards) return 'won';
    for (const m of referenceMoves(variant, s)) stack.push({ ...s, ...referenceApply(variant, s, m) });
  }
  return 'lost';
}

/**
 * Checks a claimed way to progress (the engine's loss search gives one, `LossSearchStats.path`): each
 * move of `path` is legal in turn and makes no progress, and from where it ends some move makes
 * progress, at once or after going round the stock (draws and redeals, which make none when redeals
 * are unlimited). Null when it holds, else what fails. A way that holds proves the game can still make
 * progress, as finding it in {@link referenceCanProgress} would, at the cost of a few moves.
 */
export function referenceWitness(variant: VariantDefinition, state: GameState, path: readonly Move[]): string | null {
  let s: GameState = { ...state, status: 'playing' };
  const name = (m: Move): string => `${m.from}>${m.to}${(m.count ?? 1) > 1 ? `x${m.count}` : ''}`;
  for (const m of path) {
    const why = whyIllegal(variant, s, m);
    if (why !== null) return `${name(m)} is illegal: ${why}`;
    if (referenceIsProgress(variant, s, m)) return null;
    s = { ...s, ...referenceApply(variant, s, m) };
  }
  const rounds = 2 * referenceCardCount(variant) + 2;
  for (let k = 0; k < rounds; k++) {
    const moves = referenceMoves(variant, s);
    if (moves.some((m) => referenceIsProgress(variant, s, m))) return null;
    const round = moves.find((m) => m.from === 'stock' || m.to === 'stock');
    if (!round) return `no move makes progress after ${path.map(name).join(' ') || 'no move'}`;
    s = { ...s, ...referenceApply(variant, s, round) };
  }
  return `going round the stock after ${path.map(name).join(' ') || 'no move'} brings no move that makes progress`;
}
