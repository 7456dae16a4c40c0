/**
 * The part of hints and winnable deals that loads on first use (a dynamic import from hints.ts): the
 * solver's client, which starts the module Web Worker, and the words of the answers. The first paint
 * loads none of it (issue #9 "Smaller page").
 * @module
 */
import { cardCode } from '../engine/cards.js';
import { randomSeed } from '../engine/deck.js';
import { SolverClient } from '../worker/solver-client.js';
import {
  hintFailed,
  hintSentence,
  hintThinking,
  noHint,
  noHintOver,
  noHintWon,
  winnableFound,
  winnableNotFound,
  winnableStopped,
  hintStopped,
  winnableStoppedDealt,
} from '../i18n/hint-words.js';
import { ui } from '../i18n/words.js';
import type { Move } from '../engine/rules.js';
import type { GameController } from './game-controller.js';
import type { Search, SolverFeaturesHost, Timer } from './hints.js';

/** What `<patience-game>`'s `hint()` resolves to: the suggested move and how it did in the samples. */
export interface HintSuggestion {
  /** The move, as `play()` takes it: `{ from, to, count? }` (pile ids; `count` only when above 1). */
  readonly move: Move;
  /** The face-up cards it moves, bottom to top (codes such as `7H`; empty when it deals a face-down card). */
  readonly cards: readonly string[];
  /** Share of the sampled deals the solver won after this move, 0 … 1. */
  readonly winRate: number;
  /** Sampled orders of the unseen cards the move was tried in. */
  readonly samples: number;
  /** Of those, the ones the solver won. */
  readonly wins: number;
  /** Nothing was hidden, so the move was solved exactly (`winRate` 1: it wins; 0: no win found). */
  readonly exact: boolean;
  /** True when no worker could start and the small main-thread hint answered instead. */
  readonly fallback: boolean;
}

/** A request under way: its answer, and what drops it (the answer then rejects with an `AbortError`). */
export interface Task<T> {
  readonly promise: Promise<T>;
  cancel(): void;
}

/**
 * The page's solver client, shared by its game elements: one worker loads and compiles the solver
 * once, however many games the page shows (an article with a live game beside each example), and
 * answers their hints in turn (winnable-deal searches have workers of their own). It is made by the first element that asks, and stopped when the
 * last element using it leaves the page.
 */
const shared = { client: null as SolverClient | null, users: 0 };

/** One game element's solver: its use of the page's shared client (and worker), and the words of its answers. */
export class Solver {
  private held: SolverClient | null = null;
  /** The client of this element's winnable-deal searches (see {@link findWinnable}). */
  private searcher: SolverClient | null = null;
  /** The serial of the "Looking for a hint…" notice while it shows. */
  private thinkingNotice = -1;

  constructor(private readonly game: GameController) {}

  /**
   * A hint for the position on the table, shown and said when it comes (see `PatienceGame.hint`).
   * Null when the game is over or has no move.
   */
  hint(): Task<HintSuggestion | null> {
    const game = this.game;
    const session = game.session;
    const state = session.current;
    const variant = session.variant;
    const layout = session.layout;
    if (!state || !variant || !layout || state.status !== 'playing') {
      game.note(state?.status === 'won' ? noHintWon : state?.status === 'lost' ? noHintOver : noHint);
      return { promise: Promise.resolve(null), cancel: () => undefined };
    }
    game.note(hintThinking);
    this.thinkingNotice = game.announcer.notice?.serial ?? -1;
    // The sampling seed: the same position of the same deal gets the same hint.
    const task = this.client.hint(variant.id, state, { seed: `${session.game?.seed ?? 'deck'}/${state.moves}` });
    let dropped = false;
    const promise = task.promise.then(
      (answer): HintSuggestion | null => {
        const m = answer.move;
        if (!m) {
          game.note(noHint);
          return null;
        }
        const from = layout.indexOf.get(m.from) ?? -1;
        const count = m.count ?? 1;
        const pile = from >= 0 ? state.piles[from] : [];
        const faceUp = from >= 0 ? pile.length - state.faceDown[from] : 0;
        const cards = pile.slice(pile.length - Math.min(count, faceUp));
        const move: Move = count > 1 ? { from: m.from, to: m.to, count } : { from: m.from, to: m.to };
        const tried = answer.candidates.find((c) => c.move.from === m.from && c.move.to === m.to && (c.move.count ?? 1) === count);
        const words = {
          from: m.from,
          to: m.to,
          cards,
          winRate: answer.winRate,
          samples: answer.samples,
          undecided: tried ? Math.max(0, tried.samples - tried.wins - tried.losses) : 0,
          exact: answer.exact,
          fallback: answer.fallback,
        };
        game.showHint(
          move,
          () => hintSentence(layout, words, 'sign'),
          () => hintSentence(layout, words, 'words'),
        );
        const { winRate, samples, wins, exact, fallback } = answer;
        return { move, cards: cards.map(cardCode), winRate, samples, wins, exact, fallback };
      },
      (e: unknown) => {
        if (!dropped) game.note(hintFailed);
        throw e;
      },
    );
    return {
      promise,
      cancel: () => {
        dropped = true;
        task.cancel();
        if (game.announcer.notice?.serial === this.thinkingNotice) {
          game.announcer.notice = null;
          game.host.requestUpdate();
        }
      },
    };
  }

  /**
   * Looks for a seed of `search.variant` the solver wins, from a random deal number on, and deals it
   * with its mark; after `host.waitMs()` (from `search.since`) without one, deals an ordinary game.
   * Says what it does. Resolves once it dealt, or was stopped (`search.stop`, then nothing is dealt).
   */
  findWinnable(search: Search, host: SolverFeaturesHost, timer: Timer): Promise<void> {
    const { variant } = search;
    if (search.stopped) return Promise.resolve();
    if (this.game.session.ready) this.game.note(ui.lookingForWinnable);
    // A worker of its own: a search runs until it finds a deal or its wait ends, and the page's other
    // games must not wait behind it for their hints (the shared worker answers in turn).
    this.searcher ??= new SolverClient();
    const task = this.searcher.findWinnableSeed(variant, randomSeed(), { maxSeeds: 40 });
    return new Promise<void>((resolve) => {
      const finish = (seed: string | null): void => {
        if (search.stopped) return resolve();
        search.stopped = true;
        stopTimer();
        task.cancel();
        if (seed !== null && host.deal(variant, seed, true)) {
          this.game.note(() => winnableFound(seed));
        } else if (host.deal(variant, null, false)) this.game.note(winnableNotFound);
        resolve();
      };
      // At most setTimeout's longest delay (2³¹ − 1 ms), which a longer one (`Infinity`: wait as long
      // as the search takes) would otherwise overflow into firing at once.
      const wait = Math.min(2 ** 31 - 1, Math.max(0, host.waitMs() - (performance.now() - search.since)));
      const stopTimer = timer(wait, () => finish(null));
      search.stop = () => {
        stopTimer();
        task.cancel();
        resolve();
      };
      task.promise.then(
        (r) => finish(r.seed),
        () => finish(null),
      );
    });
  }

  /** Escape stopped a hint being looked for: says so. */
  hintStopped(): void {
    this.game.note(hintStopped);
  }

  /** Escape stopped the search for a winnable deal of `variant`: says so; with no game yet, deals an ordinary one. */
  searchStopped(variant: string): void {
    const session = this.game.session;
    if (session.ready) this.game.note(winnableStopped);
    else if (session.deal(variant, {})) this.game.note(winnableStoppedDealt);
  }

  /** The page's shared client (see {@link shared}), taken on first use. */
  get client(): SolverClient {
    if (!this.held) {
      shared.users++;
      this.held = shared.client ??= new SolverClient();
    }
    return this.held;
  }

  /**
   * Stops this element's search worker and lets go of the shared client; the last element to let go
   * stops that worker. (The element has cancelled its own requests first: the other elements' go on.)
   */
  dispose(): void {
    this.searcher?.dispose();
    this.searcher = null;
    if (!this.held) return;
    this.held = null;
    if (--shared.users === 0) {
      shared.client?.dispose();
      shared.client = null;
    }
  }
}
