/**
 * The guide's seat in `<patience-game>`: with the `guide` attribute, loads the guide (a module of its
 * own, `guide-mode.ts`, fetched on first use with a dynamic `import()` so that games without a guide
 * never carry it) and hands it what it needs of the game. Everything the guide does lives in that
 * module; this file is what the main bundle carries.
 * @module
 */
import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { GameSession } from './game-session.js';
import type { Announcer } from './announcer.js';
import type { GameSnapshot } from './game-context.js';

/** What the guide may use of the game. */
export interface GuideHost extends ReactiveControllerHost {
  /** The `<patience-game>` element (its steps are its children; events are dispatched from it). */
  readonly element: HTMLElement & {
    readonly guide: boolean;
    readonly start: string | null;
    play(move: { from: string; to: string; count?: number }): boolean;
    undo(): boolean;
    restore(saved: string): void;
    focusBoard(): void;
    readonly updateComplete: Promise<boolean>;
  };
  readonly session: GameSession;
  readonly announcer: Announcer;
  /** The game's shadow root (the guide adopts its styles there). */
  readonly root: ShadowRoot;
  /** The animations running on the table (the glides). */
  animations(): Animation[];
  /** A card's element on pile `pile`, and a pile's area: the step's marks are drawn over them. */
  cardElement(code: string, pile: string): HTMLElement | null;
  pileRect(id: string): DOMRect | null;
  /** What the piles show (each pile's words for screen readers among it), or undefined before the first deal. */
  snapshot(): GameSnapshot | undefined;
  /** Whether the page gave neither a seed nor a deck (each visit then deals another game). */
  randomDeal(): boolean;
}

/** The loaded guide (see guide-mode.ts). */
export interface GuideMode {
  /** Whether the guide is showing its steps (not handed over to the reader): the board takes no moves. */
  readonly watching: boolean;
  /** The guide's controls, caption and marks, under the table. */
  render(): TemplateResult;
  /** A key pressed in the game: true when the guide took it. */
  keydown(e: KeyboardEvent): boolean;
  /** The game rendered (a step played, or the host changed the game). */
  updated(): void;
  /** Back to the guide's start position (step 0). */
  restart(): void;
  /** The page's script acts on the game (a new deal, a hint) while the guide shows its steps: the reader takes over. */
  handOver(): void;
  /** The guide is turned off (the attribute removed, or the element leaves the page). */
  close(): void;
}

export class GuideController implements ReactiveController {
  private mode: GuideMode | null = null;
  private loading: Promise<void> | null = null;

  /** `load` brings guide-mode.ts; it rejects, having reported the file (`missing-file`), when it cannot. */
  constructor(
    private readonly host: GuideHost,
    private readonly load: () => Promise<{ createGuide(host: GuideHost): GuideMode }>,
  ) {
    host.addController(this);
  }

  /** Whether a guide is showing its steps. */
  get watching(): boolean {
    return this.mode?.watching ?? false;
  }

  /** Loads the guide when the attribute is there, closes it when it goes. */
  hostUpdated(): void {
    const on = this.host.element.guide && this.host.session.ready;
    if (on && !this.mode && !this.loading) {
      this.loading = this.load().then(
        (m) => {
          this.loading = null;
          if (this.host.element.guide && !this.mode) this.mode = m.createGuide(this.host);
          this.host.requestUpdate();
        },
        // The file could not be loaded (`load` reported it): no guide; tried again at the next update.
        () => void (this.loading = null),
      );
    } else if (!this.host.element.guide && this.mode) {
      this.mode.close();
      this.mode = null;
      this.host.requestUpdate();
    } else {
      this.mode?.updated();
    }
  }

  /** Resolves once the guide is loaded (when there is one to load). */
  get ready(): Promise<void> {
    return this.loading ?? Promise.resolve();
  }

  render(): TemplateResult | typeof nothing {
    return this.mode?.render() ?? nothing;
  }

  keydown(e: KeyboardEvent): boolean {
    return this.mode?.keydown(e) ?? false;
  }

  /**
   * The page's script acts on the game while the guide shows its steps (`newGame()`, `hint()`): the
   * game is handed over to the reader first, as when the script moves, so that the guide is not worked
   * out again on another deal and its marks do not stay beside a hint. "Back to the guide" returns.
   */
  takeOver(): void {
    if (this.mode?.watching) this.mode.handOver();
  }

  /** Restarts the guide: true when there is one. */
  restart(): boolean {
    if (!this.mode) return false;
    this.mode.restart();
    return true;
  }
}
