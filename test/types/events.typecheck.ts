/**
 * Compile-only checks of the types a TypeScript host page gets (run by `npm run typecheck`, i.e.
 * `tsc -p tsconfig.json`; never executed, and not a WTR test file): `document.createElement` and
 * `querySelector` know `<patience-game>`, and `addEventListener('patience-…', e => …)` gives each
 * event's class with its typed `detail`. `// @ts-expect-error` lines prove that wrong fields and wrong
 * types are rejected (tsc fails if such a line compiles).
 *
 * Everything is imported from the package entry point (src/index.ts), as a consumer would.
 */
import type {
  HintSuggestion,
  MoveRecord,
  PatienceBeforeMoveEvent,
  PatienceDealEvent,
  PatienceErrorCode,
  PatienceErrorEvent,
  PatienceGame,
  PatienceGuideStepEvent,
  PatienceInvalidMoveEvent,
  PatienceLossEvent,
  PatienceMoveEvent,
  PatienceRedoEvent,
  PatienceStatsDetail,
  PatienceStatsEvent,
  PatienceUndoEvent,
  PatienceWinDetail,
  PatienceWinEvent,
  PublicGameState,
  Move,
} from '../../src/index.js';

/** true when A and B are the same type (not merely assignable). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when given `true`. */
const expectType = <T extends true>(): T | void => undefined;
/** Marks values as used (noUnusedLocals). */
const use = (...values: unknown[]): number => values.length;

export function elementTypes(): void {
  const el = document.createElement('patience-game');
  expectType<Equals<typeof el, PatienceGame>>();
  const found = document.querySelector('patience-game');
  expectType<Equals<typeof found, PatienceGame | null>>();
  const all = document.querySelectorAll('patience-game');
  expectType<Equals<(typeof all)[number], PatienceGame>>();
  use(found, all);

  // Properties and methods.
  const variant: string = el.variant;
  const seed: string | null = el.seed;
  const deck: string[] | null = el.deck;
  el.autoPlay = 'off';
  // @ts-expect-error auto-play is 'safe' or 'off'
  el.autoPlay = 'always';
  // @ts-expect-error the deck property is an array; only the attribute is a string
  el.deck = 'AC 2C 3C';
  const hide: boolean = el.hideTimer && el.hideCounter;
  const moves: Move[] = el.legalMoves();
  const played: boolean = el.play({ from: 'hand', to: 'waste-1' });
  // @ts-expect-error play takes { from, to, count? }
  el.play('hand', 'waste-1');
  const dealt: boolean = el.newGame({ seed: '42' });
  const undone: boolean = el.undo();
  const redone: boolean = el.redo();
  const saved: string = el.serialize();
  el.restore(saved);
  const replayed: Promise<boolean> = el.replay(200);
  // hint()'s answer, by the name custom-elements.json gives it, from the package entry point.
  expectType<Equals<Awaited<ReturnType<PatienceGame['hint']>>, HintSuggestion | null>>();
  const suggested = el.hint().then((h) => h && [h.move.from, h.cards, h.winRate, h.samples, h.wins, h.exact, h.fallback]);
  const state: PublicGameState | null = el.state;
  if (!state) return;
  const status: 'playing' | 'won' | 'lost' = state.status;
  const top: string | undefined = state.piles['waste-1']?.cards.at(-1);
  use(variant, seed, deck, hide, moves, played, dealt, undone, redone, replayed, suggested, status, top);
}

export function eventTypes(el: PatienceGame): void {
  el.addEventListener('patience-deal', (e) => {
    expectType<Equals<typeof e, PatienceDealEvent>>();
    const variant: string = e.detail.variant;
    const seed: string | null = e.detail.seed;
    // @ts-expect-error seed may be null (a preset deck)
    const notNull: string = e.detail.seed;
    // @ts-expect-error no such field
    use(e.detail.nope);
    use(variant, seed, notNull);
  });

  el.addEventListener('patience-before-move', (e) => {
    expectType<Equals<typeof e, PatienceBeforeMoveEvent>>();
    const move: MoveRecord = e.detail.move;
    const cards: readonly string[] = e.detail.move.cards;
    const auto: boolean = e.detail.auto;
    if (e.detail.move.to.startsWith('foundation')) e.preventDefault();
    // @ts-expect-error no moves count before the move is made
    use(e.detail.moves);
    // @ts-expect-error detail is read-only
    e.detail.auto = false;
    use(move, cards, auto);
  });

  el.addEventListener('patience-move', (e) => {
    expectType<Equals<typeof e, PatienceMoveEvent>>();
    const from: string = e.detail.move.from;
    const to: string = e.detail.move.to;
    const cards: readonly string[] = e.detail.move.cards;
    const auto: boolean = e.detail.auto;
    const moves: number = e.detail.moves;
    // @ts-expect-error cards are read-only
    e.detail.move.cards.push('AC');
    // @ts-expect-error moves is a number
    const wrong: string = e.detail.moves;
    // @ts-expect-error no such field
    use(e.detail.nope);
    use(from, to, cards, auto, moves, wrong);
  });

  el.addEventListener('patience-invalid-move', (e) => {
    expectType<Equals<typeof e, PatienceInvalidMoveEvent>>();
    const from: string = e.detail.move.from;
    const to: string = e.detail.move.to;
    const count: number | undefined = e.detail.move.count;
    const reason: string = e.detail.reason;
    // @ts-expect-error a refused move moved no cards
    use(e.detail.move.cards);
    use(from, to, count, reason);
  });

  el.addEventListener('patience-undo', (e) => {
    expectType<Equals<typeof e, PatienceUndoEvent>>();
    const move: MoveRecord = e.detail.move;
    const turn: readonly MoveRecord[] = e.detail.turn;
    const moves: number = e.detail.moves;
    // @ts-expect-error no such field
    use(e.detail.nope);
    use(move, turn, moves);
  });

  el.addEventListener('patience-redo', (e) => {
    expectType<Equals<typeof e, PatienceRedoEvent>>();
    const move: MoveRecord = e.detail.move;
    const turn: readonly MoveRecord[] = e.detail.turn;
    const moves: number = e.detail.moves;
    // @ts-expect-error turn is a list of moves
    const one: MoveRecord = e.detail.turn;
    use(move, turn, moves, one);
  });

  el.addEventListener('patience-win', (e) => {
    expectType<Equals<typeof e, PatienceWinEvent>>();
    expectType<Equals<typeof e.detail, PatienceWinDetail>>();
    const n: number = e.detail.moves;
    const variant: string = e.detail.variant;
    const seed: string | null = e.detail.seed;
    const elapsedMs: number = e.detail.elapsedMs;
    // @ts-expect-error no such field
    use(e.detail.nope);
    // @ts-expect-error a win has no reason
    use(e.detail.reason);
    use(n, variant, seed, elapsedMs);
  });

  el.addEventListener('patience-loss', (e) => {
    expectType<Equals<typeof e, PatienceLossEvent>>();
    const n: number = e.detail.moves;
    const variant: string = e.detail.variant;
    const seed: string | null = e.detail.seed;
    const reason: string = e.detail.reason;
    // @ts-expect-error a loss has no playing time
    use(e.detail.elapsedMs);
    use(n, variant, seed, reason);
  });

  el.addEventListener('patience-stats', (e) => {
    expectType<Equals<typeof e, PatienceStatsEvent>>();
    const variant: string = e.detail.variant;
    const outcome: 'won' | 'lost' | 'abandoned' = e.detail.outcome;
    const stats: PatienceStatsDetail['stats'] = e.detail.stats;
    const counts: number[] = [stats.played, stats.won, stats.lost, stats.currentStreak, stats.bestStreak];
    const best: [number | null, number | null] = [stats.bestMoves, stats.bestTimeMs];
    // @ts-expect-error bestMoves is null before the first win
    const bestMoves: number = stats.bestMoves;
    // @ts-expect-error outcome is one of three words
    const bad: typeof e.detail.outcome = 'draw';
    use(variant, outcome, counts, best, bestMoves, bad);
  });

  el.addEventListener('patience-guide-step', (e) => {
    expectType<Equals<typeof e, PatienceGuideStepEvent>>();
    const counts: [number, number] = [e.detail.index, e.detail.total];
    const move: string | null = e.detail.move;
    // @ts-expect-error the start position has no move
    const always: string = e.detail.move;
    use(counts, move, always);
  });

  el.addEventListener('patience-error', (e) => {
    expectType<Equals<typeof e, PatienceErrorEvent>>();
    const code: PatienceErrorCode = e.detail.code;
    const message: string = e.detail.message;
    expectType<
      Equals<
        PatienceErrorCode,
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
        | 'missing-file'
      >
    >();
    // @ts-expect-error not an error code
    const wrong: PatienceErrorCode = 'oops';
    use(code, message, wrong);
  });

  // @ts-expect-error an event name that does not exist gets a plain Event, without detail
  el.addEventListener('patience-wins', (e) => use(e.detail));
}

/** The events bubble and are composed, so a page can listen on document or window, typed the same. */
export function eventTypesOnAncestors(): void {
  document.addEventListener('patience-win', (e) => {
    const n: number = e.detail.moves;
    use(n);
  });
  window.addEventListener('patience-move', (e) => {
    expectType<Equals<typeof e, PatienceMoveEvent>>();
    use(e.detail.moves);
  });
  document.body.addEventListener('patience-deal', (e) => {
    const variant: string = e.detail.variant;
    use(variant);
  });
  // The static eventType of each class is its event name, usable as a typed key.
  const name: 'patience-move' = (null as unknown as typeof PatienceMoveEvent).eventType;
  use(name);
}
