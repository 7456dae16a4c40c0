/**
 * `GameController`: the Lit reactive controller that ties a `<patience-game>` together. It owns the
 * {@link GameSession} (engine and events), the {@link GameStore} (saving, resuming, the record), the
 * {@link DropTargets} (hit-testing for drags) and the {@link Announcer} (words), keeps what is picked
 * up and which pile has the tab stop, builds the immutable {@link GameSnapshot} the piles render from,
 * offers them the stable {@link GameActions}, and dispatches the events after the fact once the update
 * that shows them is done.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { cardCode } from '../engine/cards.js';
import { movableRun, refusal, type Move } from '../engine/rules.js';
import type { PileId } from '../engine/vocabulary.js';
import { loadSpokenWords, spokenWords } from '../i18n/spoken.js';
import { Announcer } from './announcer.js';
import { DropTargets } from './drop-targets.js';
import type { GameActions, GameSnapshot, Selection } from './game-context.js';
import { buildSnapshot } from './snapshot.js';
import { GameSession, type Change } from './game-session.js';
import { GameStore } from './game-store.js';
import { withLocale, type Locale } from '../i18n/locale.js';
import { afterPaint } from './after-paint.js';

export type { PublicGameState, PublicPile, HistoryEntry, Change } from './game-session.js';
export type { Notice } from './announcer.js';

/** Host requirements: a Lit element that receives the events. */
export type GameHost = ReactiveControllerHost & HTMLElement;

/** Options of the controller. */
export interface GameControllerOptions {
  /** Called with each new snapshot (to provide it through context). */
  onSnapshot?: (snapshot: GameSnapshot) => void;
  /** Resolves once everything that shows the game has rendered (the host's children too). */
  rendered?: () => Promise<unknown>;
  /** Called first by every action of the player (to finish running animations at once). */
  interrupt?: () => void;
  /**
   * Called after every change of the game, refused move and pick-up or put-down (a pending hint is
   * dropped); `changed`: the game changed (a move, an undo, a deal: a winnable deal looked for is not
   * wanted any more; a pick-up or a refused move leaves it looked for).
   */
  acted?: (changed: boolean) => void;
}

/**
 * The connected games on this page with a `persist` key. A page gets no `storage` event for its own
 * writes, so a game tells the others under the same key of each write itself: two games on one page
 * share the key as two tabs do (README "Many tabs").
 */
const persisting = new Set<GameController>();

export class GameController implements ReactiveController {
  readonly host: GameHost;
  readonly store: GameStore;
  readonly session: GameSession;
  readonly targets = new DropTargets();
  readonly announcer = new Announcer();
  /** The changes since the last render, in order (for motion). Cleared by {@link takeChanges}. */
  private changes: Change[] = [];
  /** The stable actions object the piles receive. */
  readonly actions: GameActions;
  /**
   * The pile the last click dropped picked-up cards on (null otherwise): the rest of a mouse
   * double-click there must not act again.
   */
  clickMovedTo: PileId | null = null;
  /**
   * The pile a press during a glide was meant for, until its click: the pile whose top card was still
   * arriving under the pointer, or the pile of a card in flight under it (set by the game element).
   */
  aim: PileId | null = null;

  /** The language of the words (the element's; see LocaleController). */
  private locale: Locale = 'en';
  private selection: Selection | null = null;
  private refused: { pile: PileId; serial: number } | null = null;
  private focusPile: PileId | null = null;
  /** The suggested move shown on the table, and the serial of its notice. */
  private shownHint: { move: Move; notice: number } | null = null;
  private fan = { up: 0.24, down: 0.08 };
  private serial = 0;
  private cached: GameSnapshot | null = null;
  private previousSnapshot: GameSnapshot | null = null;
  private pending: (Event | Promise<Event>)[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private tick?: ReturnType<typeof setInterval>;
  /** The spoken sentences of play loading (see {@link hostUpdated}). */
  private spoken: Promise<void> | null = null;
  private connected = false;
  private listening = false;
  private readonly options: GameControllerOptions;

  constructor(host: GameHost, options: GameControllerOptions | ((snapshot: GameSnapshot) => void) = {}) {
    this.host = host;
    this.options = typeof options === 'function' ? { onSnapshot: options } : options;
    this.store = new GameStore((code, e) => this.session.error(code, e));
    this.store.onWrite = (key) => {
      for (const other of persisting) {
        if (other !== this && other.store.persistKey === this.store.persistKey) queueMicrotask(() => other.fromElsewhere(key));
      }
    };
    this.session = new GameSession(
      {
        dispatchNow: (event) => host.dispatchEvent(event),
        emit: (event) => {
          this.pending.push(event);
          host.requestUpdate();
        },
        changed: (change) => this.onChange(change),
        words: (build) => this.words(build),
      },
      this.store,
    );
    this.actions = {
      activate: (pile, count = 0) => this.activate(pile, count),
      sendToFoundation: (pile) => void this.sendToFoundation(pile),
      drop: (from, to, count) => {
        this.interrupt();
        return this.session.play(count === 1 ? { from, to } : { from, to, count });
      },
      isCurrent: (state) => this.session.current === state,
      clickMovedTo: () => this.clickMovedTo,
      interrupt: () => this.interrupt(),
      takeAim: () => {
        const aim = this.aim;
        this.aim = null;
        return aim;
      },
      focused: (pile) => this.setFocus(pile),
      targets: this.targets,
    };
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
    this.connected = true;
    this.listenToStorage();
    this.tick = setInterval(() => {
      if (this.session.clockRunning) this.host.requestUpdate();
    }, 1000);
    // Put back on the page (a framework moving it): a started game's clock runs again.
    this.session.visibility(document.hidden);
  }

  hostDisconnected(): void {
    // A replay does not outlive the element: its turns are all redone at once.
    if (!this.session.acting) this.session.finishReplay();
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.connected = false;
    this.listenToStorage();
    clearInterval(this.tick);
    this.session.pauseClock();
  }

  hostUpdated(): void {
    // The spoken sentences of play load right after the first paint (once per page); the host renders
    // again with them. A failed load is tried again at the next update.
    this.spoken ??= spokenWords()
      ? Promise.resolve()
      : afterPaint()
          .then(loadSpokenWords)
          .then(
            () => this.host.requestUpdate(),
            () => void (this.spoken = null),
          );
    if (this.pending.length === 0) return;
    const events = this.pending.splice(0);
    const rendered = this.options.rendered;
    this.flushing = this.flushing.then(async () => {
      if (rendered) await rendered();
      for (const e of events) {
        this.host.dispatchEvent(e instanceof Event ? e : await e);
        // An event that waited for words (a page's first refusal): its notice, if still shown, now has them.
        if (!(e instanceof Event)) this.host.requestUpdate();
      }
    });
  }

  /** Resolves once the spoken sentences of play have loaded (or failed to), after the first update. */
  get spokenLoaded(): Promise<void> {
    return this.spoken ?? Promise.resolve();
  }

  /** Resolves once every event after the fact queued so far has been dispatched. */
  get eventsDispatched(): Promise<void> {
    return this.flushing;
  }

  private readonly onVisibility = (): void => this.session.visibility(document.hidden);

  /** Builds words in the game's language. */
  words<T>(build: () => T): T {
    return withLocale(this.locale, build);
  }

  /** Speaks `locale` from now on: the piles' names and the notice follow at once. */
  setLocale(locale: Locale): void {
    if (locale === this.locale) return;
    this.locale = locale;
    this.invalidate();
  }

  /**
   * Listens to other tabs' storage writes while connected with a `persist` key, and only then
   * (registering a `storage` listener makes the browser open the page's storage, a few ms).
   */
  private listenToStorage(): void {
    const listen = this.connected && this.store.persistKey !== null;
    if (listen === this.listening) return;
    this.listening = listen;
    if (listen) {
      window.addEventListener('storage', this.onStorage);
      persisting.add(this);
    } else {
      window.removeEventListener('storage', this.onStorage);
      persisting.delete(this);
    }
  }

  /** Sets the `persist` key (see {@link GameStore.setKey}) and reads the record under it. */
  setPersistKey(key: string | null): void {
    if (this.store.setKey(key)) {
      this.store.load();
      // Set while a game is under way: kept under the new key from now, not from the next move.
      this.session.keepUnderWay();
    }
    this.listenToStorage();
  }

  /** Another tab wrote under the `persist` key: its record is taken in; a replaced save is reported. */
  private readonly onStorage = (e: StorageEvent): void => {
    if (e.storageArea !== null && e.storageArea === this.store.area) this.fromElsewhere(e.key);
  };

  /** Another tab or game on this page wrote `key` (see {@link onStorage}). */
  private fromElsewhere(key: string | null): void {
    if (!this.store.persistKey || !this.listening) return;
    const what = this.store.external(key);
    if (what?.kind === 'stats') this.host.requestUpdate();
    else if (what?.kind === 'game') this.session.replacedElsewhere(what.variant);
  }

  // ------------------------------------------------------------------------------------------
  // The snapshot

  /** The snapshot the piles render from, or null before the first deal. No side effects. */
  get snapshot(): GameSnapshot | null {
    if (!this.session.ready) return null;
    if (!this.cached) {
      this.cached = this.words(() =>
        buildSnapshot({
          variant: this.session.variant!,
          state: this.session.current!,
          selection: this.selection,
          refused: this.refused,
          focus: this.focusPile,
          fan: this.fan,
          serial: this.serial,
          locale: this.locale,
          hint: this.shownHint?.move ?? null,
          previous: this.previousSnapshot,
        }),
      );
      this.previousSnapshot = this.cached;
    }
    return this.cached;
  }

  /** The changes since the last render, not taken yet. */
  get pendingChanges(): readonly Change[] {
    return this.changes;
  }

  /** The changes since the last call, in order (for motion). */
  takeChanges(): Change[] {
    return this.changes.splice(0);
  }

  private invalidate(): void {
    this.serial++;
    this.cached = null;
    const snapshot = this.snapshot;
    if (snapshot) this.options.onSnapshot?.(snapshot);
    this.host.requestUpdate();
  }

  private onChange(change: Change): void {
    this.changes.push(change);
    this.shownHint = null;
    this.options.acted?.(change.kind !== 'refused');
    if (change.kind === 'refused') {
      this.selection = null;
      this.refused = { pile: change.move.to, serial: this.serial + 1 };
    } else {
      this.selection = null;
      this.refused = null;
      this.clickMovedTo = null;
      if (change.kind === 'deal') this.focusPile = null;
    }
    this.words(() => this.announcer.change(change, this.session));
    this.invalidate();
  }

  /** Fan steps (in card heights) after compressing to fit the height. */
  setFan(up: number, down: number): void {
    if (Math.abs(up - this.fan.up) < 0.001 && Math.abs(down - this.fan.down) < 0.001) return;
    this.fan = { up, down };
    this.invalidate();
  }

  /** Gives `pile` the board's tab stop. */
  setFocus(pile: PileId): void {
    if (pile === this.focusPile) return;
    this.focusPile = pile;
    this.invalidate();
  }

  get selected(): Selection | null {
    return this.selection;
  }

  // ------------------------------------------------------------------------------------------
  // Actions

  /** Finishes running animations before an action (input is never blocked). */
  interrupt(): void {
    this.options.interrupt?.();
  }

  /** Shows and says a short message (`spoken`: other words for the live region). */
  note(words: () => string, spoken: () => string = words): void {
    this.words(() => this.announcer.note(words, spoken));
    this.invalidate();
  }

  /**
   * Shows a suggested move on the table (its cards and target are highlighted) with its words, or
   * (null) takes the hint and its message away. The next change of the game or pick-up clears it.
   */
  showHint(move: Move | null, words?: () => string, spoken?: () => string): void {
    const before = this.shownHint;
    if (move && words) this.note(words, spoken);
    else if (before && this.announcer.notice?.serial === before.notice) this.announcer.notice = null;
    this.shownHint = move ? { move, notice: this.announcer.notice?.serial ?? -1 } : null;
    this.invalidate();
  }

  /**
   * Takes away the message on the table (a refused move's, or a hint with its highlight): Escape
   * when nothing is picked up and nothing is open. False when there was none.
   */
  dismiss(): boolean {
    if (this.shownHint) {
      this.showHint(null);
      return true;
    }
    if (!this.announcer.notice) return false;
    this.announcer.notice = null;
    this.invalidate();
    return true;
  }

  /** Picks up (or puts down with null) cards. */
  select(selection: Selection | null): void {
    if (this.shownHint) this.showHint(null);
    // A refused move's message goes with the player's next action (a pick-up, a put-down, Escape);
    // any other message (an empty pile's, a hint's) with the next pick-up.
    if (selection || this.announcer.notice?.kind === 'refusal') this.announcer.notice = null;
    this.options.acted?.(false);
    this.selection = selection;
    this.words(() => this.announcer.selected(selection, this.snapshotAfter(selection), this.session));
    this.invalidate();
  }

  private snapshotAfter(selection: Selection | null): GameSnapshot | null {
    this.selection = selection;
    this.cached = null;
    return this.snapshot;
  }

  /** See {@link GameActions.activate}. */
  activate(pile: PileId, count = 0): void {
    this.interrupt();
    // A click during a replay acts on the game as it was before the replay (the replay is finished).
    if (this.session.replayRunning) this.session.finishReplay();
    const layout = this.session.layout;
    const state = this.session.current;
    if (!layout || !state || state.status !== 'playing') return;
    const i = layout.indexOf.get(pile);
    if (i === undefined) return;
    const sel = this.selection;
    if (sel) {
      if (sel.pile === pile) {
        const again = count > 0 && count !== sel.count && count <= this.movable(pile);
        this.select(again ? { pile, count } : null);
        return;
      }
      // A stock that draws takes no card but by a redeal (docs/rules.md "Stock and waste", "Redeals"):
      // a click on it, or `d`, with cards picked up that cannot go there puts them down and draws.
      const draws = layout.kinds[i] === 'stock' && state.piles[i].length > 0 && layout.feeds[i].some(Boolean);
      if (!draws || refusal(layout, state, layout.indexOf.get(sel.pile)!, i, 1, false) === null) {
        const n = this.countFor(sel, pile);
        this.session.play(n === 1 ? { from: sel.pile, to: pile } : { from: sel.pile, to: pile, count: n });
        // Moved or refused, the second click of a double-click here must not act again.
        this.clickMovedTo = pile;
        return;
      }
      this.select(null);
    }
    this.clickMovedTo = null;
    const kind = layout.kinds[i];
    if (kind === 'stock') {
      // An empty stock with redeals turns the gathered piles over into it (docs/rules.md "Redeals"):
      // the redeal is the move from the first gathered pile to the stock; the engine refuses it, in
      // words, when no redeal is left.
      if (state.piles[i].length === 0 && layout.tables.redeals !== 0) {
        this.session.play({ from: layout.ids[Math.min(...layout.tables.gathered)], to: pile });
        return;
      }
      const target = layout.feeds[i].findIndex(Boolean);
      if (target >= 0) this.session.play({ from: pile, to: layout.ids[target] });
      else this.note(() => spokenWords()?.stockDealsItselfSentence() ?? '');
      return;
    }
    // An empty pile with nothing picked up: say so (a keyboard or screen-reader player heard nothing).
    const empty = (): void => this.note(() => spokenWords()?.emptyPileSentence(layout, pile) ?? '');
    if (kind === 'foundation') {
      if (state.piles[i].length > 0) this.note(() => spokenWords()?.foundationCardsStaySentence() ?? '');
      else empty();
      return;
    }
    const max = this.movable(pile);
    if (max === 0) {
      if (state.piles[i].length === 0) empty();
      return;
    }
    if (count > max) {
      this.note(() => spokenWords()?.onlyTopCanMove(layout, pile, max) ?? '');
      return;
    }
    // A click on the top card of a run picks up the run: it moves as many cards as the target takes.
    this.select({ pile, count: count === 1 && max > 1 ? 0 : count });
  }

  /** The largest unit pile `pile` can give now (0 when none, and always on a foundation or stock). */
  movable(pile: PileId): number {
    return this.snapshot?.piles.get(pile)?.movable ?? 0;
  }

  /** How many cards of a selection to move to `to`: as chosen, or (0) the longest count that is legal. */
  private countFor(sel: Selection, to: PileId): number {
    if (sel.count > 0) return sel.count;
    const layout = this.session.layout!;
    const state = this.session.current!;
    const from = layout.indexOf.get(sel.pile)!;
    const t = layout.indexOf.get(to)!;
    const max = movableRun(layout, state, from);
    for (let n = max; n >= 1; n--) if (refusal(layout, state, from, t, n, false) === null) return n;
    return this.snapshot?.piles.get(sel.pile)?.selected || 1;
  }

  /** Plays a move asked for by the API or a key. */
  play(move: Move): boolean {
    this.interrupt();
    return this.session.play(move);
  }

  /** Sends the top card of `pile` to a foundation that takes it (double-click, F); refuses visibly if none. */
  sendToFoundation(pile: PileId): boolean {
    this.interrupt();
    if (this.session.replayRunning) this.session.finishReplay();
    const layout = this.session.layout;
    const state = this.session.current;
    if (!layout || !state || state.status !== 'playing') return false;
    const from = layout.indexOf.get(pile);
    if (from === undefined) return false;
    for (const f of layout.foundations) {
      if (refusal(layout, state, from, f, 1, false) === null) return this.session.play({ from: pile, to: layout.ids[f] });
    }
    const src = state.piles[from];
    const top = src.length > state.faceDown[from] ? src[src.length - 1] : undefined;
    this.session.refuse(
      { from: pile, to: layout.ids[layout.foundations[0]] },
      top === undefined ? { id: 'empty-source', from: pile } : { id: 'no-foundation-takes', card: cardCode(top), from: pile },
    );
    return false;
  }

  /** Whether `move` would be legal now (no events). */
  isLegal(move: Move): boolean {
    const layout = this.session.layout;
    const state = this.session.current;
    if (!layout || !state || state.status !== 'playing') return false;
    const from = layout.indexOf.get(move.from);
    const to = layout.indexOf.get(move.to);
    if (from === undefined || to === undefined) return false;
    return refusal(layout, state, from, to, move.count ?? 1, false) === null;
  }
}
