/**
 * The store: saving the game in progress, resuming it, and the player's record, all under the
 * `persist` key in localStorage (in memory only when there is no key or no storage).
 *
 * Many tabs (README "Many tabs"): pages of one origin share localStorage. The record is re-read just
 * before each count is written, and other tabs' writes are taken in as they come (`storage` events,
 * see {@link GameStore.external}). Each tab's copy of localStorage learns of another tab's write a
 * little later (in Chromium, a few ms), so two tabs counting at once may each write over the other's
 * count from an older copy: every count has an id, the stored record lists the last ids written
 * into it, and a tab that then sees a record without one of its recent counts counts it again. So no
 * count is lost (the order of two such counts, and so a streak, may come out differently). The saved game of a variant is the
 * last one saved by any tab; a tab whose saved game another tab replaced is told, keeps playing its
 * own game, and saves it again at its next move (or when it leaves it for another variant).
 * @module
 */
import { parseCard } from '../engine/cards.js';
import type { Game } from '../engine/game.js';
import { restoreGame, serializeGame } from '../engine/serialize.js';
import type { VariantDefinition } from '../engine/vocabulary.js';
import { getVariant } from '../variants/index.js';
import {
  amendToWon,
  emptyStats,
  parseStats,
  recordOutcome,
  storedStats,
  type Outcome,
  type StatsRecord,
  type VariantStats,
} from './stats.js';
import { SafeStorage } from './storage.js';

/**
 * How long a tab watches over a count it wrote, in ms: another tab can write over it from an older
 * copy only until its copy has learnt of the write (a few ms; far less than this).
 */
const RECOUNT_MS = 10_000;

/** One finished game counted by this tab: its id in the stored record, when, and what it adds. */
interface Count {
  readonly id: string;
  /** The deal's id ({@link newDealId}). */
  readonly deal: string;
  readonly at: number;
  readonly variant: string;
  readonly outcome: Outcome;
  readonly moves: number;
  readonly elapsedMs: number;
  /** A win that amends this deal's earlier loss: the streak that loss broke (see {@link amendToWon}). */
  readonly amends?: number;
}

/** What is kept in storage for a game in progress. */
interface SavedRecord {
  readonly v: 1;
  /** The deal's id ({@link newDealId}): every tab that resumes this game counts it under it, once. */
  readonly id?: string;
  readonly save: string;
  readonly recorded: Outcome | null;
  readonly elapsedMs: number;
  /** With `recorded`: the current streak before this deal was counted (a win amending a loss restores it). */
  readonly streak?: number;
  /** The deal is one the solver proved winnable (`deal="winnable"`): it keeps its mark when resumed. */
  readonly winnable?: true;
}

/** The settings the player chose in the settings panel (kept with the record under `persist`). */
export interface PlayerSettings {
  readonly autoPlay?: boolean;
  readonly theme?: string;
  readonly fourColour?: boolean;
  readonly animation?: boolean;
}

/** A game read back from storage. */
export interface ResumedGame {
  readonly variant: VariantDefinition;
  readonly game: Game;
  readonly recorded: Outcome | null;
  readonly elapsedMs: number;
  /** The current streak before this deal was counted (0 when not saved). */
  readonly streak: number;
  /** The deal's id (one made from the save for a save written before ids were kept). */
  readonly id: string;
  /** The deal is one the solver proved winnable. */
  readonly winnable: boolean;
}

/**
 * A new deal's id: how the record knows a game that several tabs resumed from one save is one game
 * (each tab that leaves it, wins or loses it counts it under this id; the record counts an id once).
 */
export const newDealId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** An id for a save that has none (written before ids were kept): the same for every tab that reads it. */
function saveId(save: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < save.length; i++) h = Math.imul(h ^ save.charCodeAt(i), 0x01000193);
  return `s${(h >>> 0).toString(36)}-${save.length.toString(36)}`;
}

/** The id under which a count of deal `deal` with `outcome` is kept in the record's list of counts. */
const countId = (deal: string, outcome: Outcome): string => `${deal}:${outcome === 'won' ? 'w' : 'l'}`;

/**
 * Saves and resumes games and keeps the record. Problems (a full or missing storage, a corrupted
 * save or record) go to `onProblem` with an error code; nothing here ever stops play.
 */
export class GameStore {
  private key: string | null = null;
  private readonly storage: SafeStorage;
  private stats: StatsRecord = {};
  /** The ids of the last counts written into the stored record (see the module docs). */
  private counts: string[] = [];
  /** This tab's counts of the last {@link RECOUNT_MS}, to count again if another tab wrote over them. */
  private mine: Count[] = [];
  /** This tab's counts whose write reached memory only (storage failed): counted again into the stored record until one reaches it. */
  private unsaved: Count[] = [];
  private loaded = false;
  /** Told of each write under the key (another game on this page hears of it, as a tab does by a `storage` event). */
  onWrite: ((key: string) => void) | null = null;
  /** The value this page last wrote (or resumed) under each game key: anything else there came from another tab. */
  private readonly written = new Map<string, string>();

  /**
   * @param onProblem - told of every problem, with its error code.
   * @param area - where the storage is (default: the page's `localStorage`; tests give another).
   */
  constructor(
    private readonly onProblem: (code: 'storage' | 'bad-save', e: unknown) => void,
    area?: () => Storage | null | undefined,
  ) {
    this.storage = new SafeStorage((e) => {
      const what = e instanceof Error ? `${e.name === 'Error' ? '' : `${e.name}: `}${e.message}` : String(e);
      onProblem('storage', new Error(`localStorage failed (${what}); the game and the record are kept in this page only`));
    }, area);
  }

  /** The localStorage in use (null when there is none); a `storage` event from another is not ours. */
  get area(): Storage | null {
    return this.key ? this.storage.area : null;
  }

  /** The storage key (the `persist` attribute), or null. */
  get persistKey(): string | null {
    return this.key;
  }

  /** Sets the key; the record is read from it (once) by {@link load}. */
  setKey(key: string | null): boolean {
    const next = key && key.trim() !== '' ? key : null;
    if (next === this.key) return false;
    this.key = next;
    this.loaded = false;
    this.written.clear();
    // The counts kept to be counted again belong to the record under the old key.
    this.mine = [];
    this.unsaved = [];
    return true;
  }

  /** Reads the record under the key, if not done yet (reports inconsistent records). */
  load(): void {
    if (this.loaded) return;
    this.loaded = true;
    if (!this.key) return;
    const { stats, counts, problems } = parseStats(this.storage.get(`${this.key}:stats`));
    this.stats = stats;
    this.counts = counts;
    for (const p of problems) this.onProblem('storage', new RangeError(p));
  }

  /** Every variant's record, by variant id (as last loaded; no storage access). */
  get all(): StatsRecord {
    // Frozen, as is each variant's record (statsFor): they are handed to the page (`allStats`,
    // `stats`, `patience-stats`), and a change made there would change the counts kept and saved.
    for (const v of Object.values(this.stats)) Object.freeze(v);
    return Object.freeze(this.stats);
  }

  /** One variant's record (all zero before its first game). */
  statsFor(variantId: string): VariantStats {
    return Object.freeze(this.stats[variantId] ?? emptyStats());
  }

  private get statsKey(): string {
    return `${this.key}:stats`;
  }

  /**
   * Counts a finished game of deal `deal` (its id, {@link newDealId}) in the record and keeps it. The
   * record is read again first, so a count another tab wrote meanwhile is kept, and a deal is counted
   * once whichever tabs play it (several may have resumed one save): a win of a deal another tab
   * counted as lost amends that loss; a deal counted as won, or a second loss, counts nothing more.
   * `amends`: this win turns the deal's earlier loss into a win (the streak that loss broke; see
   * {@link amendToWon}). Returns the variant's new record.
   */
  count(variantId: string, outcome: Outcome, moves: number, elapsedMs: number, deal: string, amends?: number): VariantStats {
    this.reread();
    const now = Date.now();
    const count: Count = {
      id: countId(deal, outcome),
      deal,
      at: now,
      variant: variantId,
      outcome,
      moves,
      elapsedMs,
      ...(amends === undefined ? {} : { amends }),
    };
    this.mine = this.mine.filter((c) => now - c.at < RECOUNT_MS);
    if (this.add([count]) > 0) this.mine.push(count);
    return this.statsFor(variantId);
  }

  /** Takes in the stored record (when it reads well), with this tab's counts it misses (see {@link takeIn}). */
  private reread(): void {
    if (!this.key) return;
    this.takeIn(this.storage.stored(this.statsKey) ?? this.storage.get(this.statsKey));
  }

  /**
   * Takes in a record read from storage (null when it does not read well): this tab's counts it
   * misses are counted into it again (in memory; returned): those of the last
   * {@link RECOUNT_MS} (another tab wrote over them from an older copy) and those that never reached
   * storage (a failed write: the record there is another tab's, or older).
   */
  private takeIn(text: string | null): Count[] | null {
    const fresh = parseStats(text);
    if (fresh.problems.length > 0) return null;
    this.stats = fresh.stats;
    this.counts = fresh.counts;
    const now = Date.now();
    this.mine = this.mine.filter((c) => now - c.at < RECOUNT_MS);
    const lost = this.kept().filter((c) => !fresh.counts.includes(c.id));
    return this.merge(lost);
  }

  /**
   * Adds counts to the record and writes it; each deal once: a deal the record lists as won takes
   * nothing more, one listed as lost takes only a win, which amends that loss. Returns how many were
   * added (nothing is written when none was).
   */
  private add(counts: readonly Count[]): number {
    const added = this.merge(counts);
    if (added.length > 0) this.writeStats(added);
    return added.length;
  }

  /**
   * Writes the record (`added`: this tab's counts just put in it); when storage does not get it, this
   * tab's counts in it are kept to be counted again into the next record read ({@link takeIn}).
   */
  private writeStats(added: readonly Count[]): void {
    if (!this.key) return;
    const counts = this.counts;
    if (this.write(this.statsKey, storedStats(this.stats, counts))) this.unsaved = [];
    else this.unsaved = this.kept(added).filter((c) => counts.includes(c.id));
  }

  /** This tab's counts kept to be counted again (those never written, the recent ones), and `more`, each once. */
  private kept(more: readonly Count[] = []): Count[] {
    return [...new Set([...this.unsaved, ...this.mine, ...more])];
  }

  /** {@link add} in memory only (nothing written). */
  private merge(counts: readonly Count[]): Count[] {
    const added: Count[] = [];
    for (const c of counts) {
      if (this.counts.includes(countId(c.deal, 'won'))) continue;
      const lost = this.counts.includes(countId(c.deal, 'lost'));
      if (lost && c.outcome !== 'won') continue;
      const amends = c.amends ?? (lost ? 0 : undefined);
      const before = this.statsFor(c.variant);
      const after =
        amends === undefined ? recordOutcome(before, c.outcome, c.moves, c.elapsedMs) : amendToWon(before, c.moves, c.elapsedMs, amends);
      this.stats = { ...this.stats, [c.variant]: after };
      this.counts = [...this.counts, c.id];
      added.push(c);
    }
    return added;
  }

  private gameKey(variantId: string): string {
    return `${this.key}:game:${variantId}`;
  }

  /** Saves a game in progress of deal `deal` (its id; no-op without a key); `winnable`: a deal the solver proved winnable. */
  save(
    variant: VariantDefinition,
    game: Game,
    recorded: Outcome | null,
    elapsedMs: number,
    deal: string,
    streak = 0,
    winnable = false,
  ): void {
    if (!this.key) return;
    const rec: SavedRecord = {
      v: 1,
      id: deal,
      save: serializeGame(variant, game),
      recorded,
      elapsedMs,
      ...(recorded && streak ? { streak } : {}),
      ...(winnable ? { winnable: true as const } : {}),
    };
    const key = this.gameKey(game.variant);
    const text = JSON.stringify(rec);
    this.written.set(key, text);
    this.write(key, text);
  }

  /**
   * Whether the saved game of `variantId` is still the one this page wrote last (no other tab has
   * saved over it since). False without a key or a save.
   */
  holdsSave(variantId: string): boolean {
    if (!this.key) return false;
    const key = this.gameKey(variantId);
    const mine = this.written.get(key);
    return mine !== undefined && mine === this.storage.get(key);
  }

  /** Writes `text` under `key`; false when only memory got it (storage failed). */
  private write(key: string, text: string): boolean {
    const saved = this.storage.set(key, text);
    this.onWrite?.(key);
    return saved;
  }

  /**
   * What another tab's write under `key` (a `storage` event's) means here: `stats` when the record
   * changed (taken in at once), `game` when the saved game of a variant was replaced by another
   * tab's, null for anything else. The value is read again rather than taken from the event: events
   * arrive later than the writes, and this tab may have written since.
   */
  external(key: string | null): { kind: 'stats' } | { kind: 'game'; variant: string } | null {
    if (!this.key || key === null) return null;
    if (key === this.statsKey) {
      const text = this.storage.stored(key);
      if (text === null) return null;
      // Written over from an older copy: this tab's counts that are missing are counted again.
      const lost = this.takeIn(text);
      if (!lost) return null;
      if (lost.length > 0) this.writeStats(lost);
      return { kind: 'stats' };
    }
    const value = this.storage.get(key);
    const prefix = `${this.key}:game:`;
    if (!key.startsWith(prefix) || value === null) return null;
    const mine = this.written.get(key);
    if (mine === undefined || mine === value) return null;
    this.written.delete(key);
    return { kind: 'game', variant: key.slice(prefix.length) };
  }

  /**
   * The saved game of a variant, if there is one and it is the deal asked for (any deal when `seed`
   * and `deck` are absent). A corrupted save is reported (`bad-save`) and discarded.
   */
  resume(variantId: string, wanted: { seed?: string | null; deck?: readonly string[] | null } = {}): ResumedGame | null {
    if (!this.key) return null;
    const key = this.gameKey(variantId);
    const text = this.storage.get(key);
    if (text === null) return null;
    let rec: SavedRecord;
    let restored: { game: Game; variant: VariantDefinition };
    try {
      rec = JSON.parse(text) as SavedRecord;
      if (typeof rec !== 'object' || rec === null || rec.v !== 1 || typeof rec.save !== 'string') {
        throw new RangeError('the saved game is not in a format this version reads');
      }
      restored = restoreGame(rec.save, getVariant);
      if (restored.variant.id !== variantId) throw new RangeError(`the saved game is ${restored.variant.id}, not ${variantId}`);
    } catch (e) {
      this.storage.remove(key);
      this.onProblem(
        'bad-save',
        new RangeError(`could not resume the saved game (${e instanceof Error ? e.message : String(e)}); dealing a new one`),
      );
      return null;
    }
    const g = restored.game;
    if (wanted.deck) {
      try {
        if (g.seed !== null || wanted.deck.map((c) => parseCard(c)).join() !== g.deck.join()) return null;
      } catch {
        return null;
      }
    } else if (wanted.seed && wanted.seed !== g.seed) return null;
    this.written.set(key, text);
    const recorded = rec.recorded === 'won' || rec.recorded === 'lost' || rec.recorded === 'abandoned' ? rec.recorded : null;
    const elapsedMs = typeof rec.elapsedMs === 'number' && rec.elapsedMs >= 0 ? rec.elapsedMs : 0;
    const streak = Number.isInteger(rec.streak) && rec.streak! > 0 ? rec.streak! : 0;
    const id = typeof rec.id === 'string' && rec.id.length > 0 && rec.id.length <= 64 ? rec.id : saveId(rec.save);
    return { variant: restored.variant, game: g, recorded, elapsedMs, streak, id, winnable: rec.winnable === true };
  }

  /** The player's settings saved under the key by the settings panel, or null (none, or unreadable). */
  loadSettings(): PlayerSettings | null {
    if (!this.key) return null;
    try {
      const value: unknown = JSON.parse(this.storage.get(`${this.key}:settings`) ?? 'null');
      return value && typeof value === 'object' ? (value as PlayerSettings) : null;
    } catch {
      return null;
    }
  }

  /** Keeps the player's settings under the key (no-op without one). */
  saveSettings(settings: PlayerSettings): void {
    if (this.key) this.storage.set(`${this.key}:settings`, JSON.stringify(settings));
  }
}
