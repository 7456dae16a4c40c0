/**
 * The browser side of `npm run bench:browser` (bench/browser/run.ts bundles it with lit into the bench
 * page, next to dist/patience-elements.bundled.min.js). It measures in the page and returns plain
 * numbers; run.ts drives it through `window.bench` and sends the real mouse clicks.
 *
 * It touches the game only through its public face: the `<patience-game>` attributes, properties,
 * methods and events, and its shadow DOM as a person sees it (the pile elements `stock-pile`,
 * `waste-pile`, `foundation-pile`, `tableau-pile` with their `pile` attribute, and the cards in them).
 *
 * The baseline is a bare Lit element rendering a few divs and a button: every figure of the game is
 * also given as a ratio to the same figure of the baseline, measured in the same page and run.
 */
import { LitElement, css, html, type TemplateResult } from 'lit';

/** A minimal Lit element: six divs and a button that re-renders them (the baseline). */
class BenchBaseline extends LitElement {
  static override properties = { count: { type: Number } };
  static override styles = css`
    :host {
      display: block;
      font:
        14px/1.3 system-ui,
        sans-serif;
      margin: 8px;
    }
    .row {
      display: flex;
      gap: 4px;
    }
    .cell {
      width: 40px;
      height: 56px;
      border: 1px solid #999;
      border-radius: 4px;
      background: #fff;
      display: grid;
      place-items: center;
    }
  `;
  declare count: number;

  constructor() {
    super();
    this.count = 0;
  }

  override render(): TemplateResult {
    return html`<div class="row">${[0, 1, 2, 3, 4, 5].map((i) => html`<div class="cell">${(this.count + i) % 10}</div>`)}</div>
      <button @click=${() => this.count++}>Clicked ${this.count} times</button>`;
  }
}
customElements.define('bench-baseline', BenchBaseline);

/** The public surface of `<patience-game>` the bench uses. */
interface GameElement extends HTMLElement {
  legalMoves(): { from: string; to: string; count?: number }[];
  play(move: { from: string; to: string; count?: number }): boolean;
  newGame(options?: { seed?: string }): void;
  replay(speedMs?: number): Promise<boolean>;
  undo(): boolean;
  readonly updateComplete: Promise<unknown>;
  readonly state: { status: string; moves: number };
  readonly history: readonly unknown[];
}

type Point = [number, number];
interface Move {
  from: string;
  to: string;
  count?: number;
}

const PILE_TAGS = 'stock-pile, waste-pile, foundation-pile, tableau-pile';
const stage = (): HTMLElement => document.getElementById('stage')!;
const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves with `performance.now()` just after the next frame is painted: a task queued from inside
 * the frame's requestAnimationFrame callback runs once that frame's style, layout and paint are done.
 */
function nextPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );
}

/**
 * Appends `el` to the stage at the start of a frame (in a requestAnimationFrame callback), so that no
 * wait for the frame is counted; resolves with the ms from the append to the end of the first paint
 * after which `shown()` holds (that same frame when the element renders at once, as Lit does).
 */
function appendTimed(el: HTMLElement, shown: () => boolean): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const t0 = performance.now();
      stage().append(el);
      const channel = new MessageChannel();
      channel.port1.onmessage = async () => {
        let t = performance.now();
        for (let i = 0; i < 300 && !shown(); i++) t = await nextPaint();
        resolve(t - t0);
      };
      channel.port2.postMessage(null);
    }),
  );
}

let game: GameElement | null = null;
let baseline: BenchBaseline | null = null;

/** The elements in the tree of `root`, shadow trees included: `[elements, custom elements]`. */
function countElements(root: Element): [number, number] {
  let elements = 0;
  let custom = 0;
  const walk = (el: Element): void => {
    elements++;
    if (el.localName.includes('-')) custom++;
    if (el.shadowRoot) for (const c of el.shadowRoot.children) walk(c);
    for (const c of el.children) walk(c);
  };
  walk(root);
  return [elements, custom];
}

/** Whether the game shows its piles, each with its own content rendered. */
function gameShown(el: GameElement): boolean {
  const piles = el.shadowRoot ? [...el.shadowRoot.querySelectorAll(PILE_TAGS)] : [];
  return piles.length > 0 && piles.every((p) => !p.shadowRoot || p.shadowRoot.childElementCount > 0);
}

/** The on-screen area of pile `id`: its pile element's base, or a part of a pile element named after it (the hand). */
function pileArea(id: string): Element | null {
  if (!game?.shadowRoot) return null;
  const piles = [...game.shadowRoot.querySelectorAll(PILE_TAGS)];
  const own = piles.find((p) => p.getAttribute('pile') === id);
  if (own) return own.shadowRoot?.querySelector('[part~="base"]') ?? own;
  for (const p of piles) {
    const inner = p.shadowRoot?.querySelector(`[pile="${id}"], [data-pile="${id}"], [part~="${id}"]`);
    if (inner) return inner;
  }
  return null;
}

/** Where a person clicks pile `id`: the middle of its top card, else of its (empty) area; null when not on screen. */
function pilePoint(id: string): Point | null {
  const area = pileArea(id);
  if (!area) return null;
  const cards = [...area.querySelectorAll('playing-card, [part~="card"]')].filter((c) => c.getBoundingClientRect().width > 0);
  const r = (cards.at(-1) ?? area).getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return null;
  const p: Point = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
  return p[0] >= 0 && p[1] >= 0 && p[0] < innerWidth && p[1] < innerHeight ? p : null;
}

/** What the next click costs: its timestamp to the next paint after it, in ms; and the moves it made. */
/** The turn {@link api.chainPrepare} found: its user move and how many automatic moves follow it. */
let chainTurn: { user: Move; autos: number } | null = null;

let armed: Promise<{ latencyMs: number; moves: Move[] } | null> | null = null;

const api = {
  /**
   * Puts a new baseline element on the stage, at the start of a frame; resolves with the ms from the
   * append to the end of the first paint that shows it.
   */
  async baselineFirstRender(): Promise<number> {
    baseline?.remove();
    await nextPaint();
    baseline = document.createElement('bench-baseline') as BenchBaseline;
    const el = baseline;
    return appendTimed(el, () => !!el.shadowRoot?.querySelector('button'));
  },

  /**
   * Puts a new `<patience-game>` on the stage, at the start of a frame; resolves with the ms from the
   * append to the end of the first paint that shows its piles, and the elements and custom elements
   * it then holds (shadow trees included).
   */
  async gameFirstRender(variant: string, seed: string, autoPlay = 'safe'): Promise<{ ms: number; elements: number; custom: number }> {
    game?.remove();
    await nextPaint();
    const el = document.createElement('patience-game') as GameElement;
    el.setAttribute('variant', variant);
    el.setAttribute('seed', seed);
    el.setAttribute('auto-play', autoPlay);
    game = el;
    const ms = await appendTimed(el, () => gameShown(el));
    if (!gameShown(el)) throw new Error(`<patience-game variant="${variant}"> showed no piles`);
    const [elements, custom] = countElements(el);
    return { ms, elements, custom };
  },

  /** The legal one-card moves whose piles are on screen, with the points to click. */
  clickableMoves(): { move: Move; from: Point; to: Point }[] {
    if (!game || game.state.status !== 'playing') return [];
    const out: { move: Move; from: Point; to: Point }[] = [];
    for (const move of game.legalMoves()) {
      if ((move.count ?? 1) !== 1) continue;
      const from = pilePoint(move.from);
      const to = pilePoint(move.to);
      if (from && to) out.push({ move, from, to });
    }
    return out;
  },

  newDeal(seed: string): void {
    game?.newGame({ seed });
  },

  /** The baseline's button, where run.ts clicks it. */
  baselinePoint(): Point {
    const r = baseline!.shadowRoot!.querySelector('button')!.getBoundingClientRect();
    return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
  },

  /**
   * Arms the measure of the next click anywhere in the page (call before the click, then {@link clicked}).
   * The time runs from the click event's timestamp to the next paint; the game's `patience-move`
   * events in between are collected.
   */
  arm(): void {
    armed = new Promise((resolve) => {
      const moves: Move[] = [];
      const onMove = (e: Event) => {
        const m = (e as CustomEvent<{ move: Move; auto: boolean }>).detail;
        if (!m.auto) moves.push({ from: m.move.from, to: m.move.to });
      };
      game?.addEventListener('patience-move', onMove);
      const timer = setTimeout(() => {
        window.removeEventListener('click', onClick, true);
        game?.removeEventListener('patience-move', onMove);
        resolve(null);
      }, 5000);
      const onClick = (e: MouseEvent) => {
        window.removeEventListener('click', onClick, true);
        clearTimeout(timer);
        const start = e.timeStamp;
        void nextPaint().then((painted) => {
          game?.removeEventListener('patience-move', onMove);
          resolve({ latencyMs: painted - start, moves });
        });
      };
      window.addEventListener('click', onClick, true);
    });
  },

  /** What the armed click cost (null when no click came within 5 s); waits two more frames for work after the paint. */
  async clicked(): Promise<{ latencyMs: number; moves: Move[] } | null> {
    const r = await armed;
    armed = null;
    await frame();
    await frame();
    return r;
  },

  /**
   * Plays `moves` (skipping any that is not legal any more, e.g. a card that automatic play already
   * moved), then replays the whole game on screen with `replay(speedMs)` while counting frames. A
   * frame is dropped when the time between two animation frames holds more than one frame interval
   * (the median interval measured while idle, just before).
   */
  async autoPlay(moves: Move[], speedMs: number): Promise<{ moves: number; status: string; durationMs: number } & FrameCount> {
    const el = game!;
    for (const m of moves) {
      if (el.state.status !== 'playing') break;
      if (el.legalMoves().some((l) => l.from === m.from && l.to === m.to && (l.count ?? 1) === (m.count ?? 1))) el.play(m);
    }
    await nextPaint();
    const played = el.history.length;
    const status = el.state.status;
    const intervalMs = await idleInterval();
    const t0 = performance.now();
    const frames = await recordFrames(() => el.replay(speedMs).then(() => undefined));
    return { moves: played, status, durationMs: performance.now() - t0, ...dropped(frames, intervalMs) };
  },

  /**
   * An animated automatic chain, set up: plays `moves` without animation, finds the turn whose user
   * move set off the longest run of automatic moves, takes the game back to just before it and turns
   * animation on; false when no turn has an automatic move. {@link chainRun} then plays it. A frame is
   * dropped when two frames are further apart than one frame interval (measured idle just before).
   */
  async chainPrepare(moves: Move[]): Promise<boolean> {
    const el = game!;
    el.setAttribute('no-animation', '');
    for (const m of moves) {
      if (el.state.status !== 'playing') break;
      if (el.legalMoves().some((l) => l.from === m.from && l.to === m.to && (l.count ?? 1) === (m.count ?? 1))) el.play(m);
    }
    // Turns: a user move and the automatic moves after it.
    const history = el.history as readonly { from: string; to: string; cards: string[]; auto: boolean }[];
    const turns: { user: Move; autos: number }[] = [];
    for (const h of history) {
      if (!h.auto) turns.push({ user: { from: h.from, to: h.to, ...(h.cards.length > 1 ? { count: h.cards.length } : {}) }, autos: 0 });
      else if (turns.length > 0) turns[turns.length - 1].autos++;
    }
    let best = -1;
    turns.forEach((t, i) => {
      if (best < 0 || t.autos > turns[best].autos) best = i;
    });
    if (best < 0 || turns[best].autos === 0) return false;
    for (let i = turns.length - 1; i >= best; i--) el.undo();
    await el.updateComplete;
    await nextPaint();
    el.removeAttribute('no-animation');
    await nextPaint();
    chainTurn = turns[best];
    return true;
  },

  /** Plays the turn {@link chainPrepare} found, with animation, timing every frame until the last card has landed. */
  async chainRun(): Promise<{ autoMoves: number; durationMs: number } & FrameCount> {
    const el = game!;
    const turn = chainTurn!;
    const intervalMs = await idleInterval();
    const t0 = performance.now();
    let started = 0;
    const frames = await recordFrames(async () => {
      el.play(turn.user);
      await el.updateComplete;
      // Every card of the chain is flying now (the later ones wait their turn): wait for them all.
      // Not for a win's celebration, which a build may have set going already (it starts once the
      // last card has landed, where the chain ends).
      const flying = runningAnimations().filter((a) => !celebrating(a));
      started = flying.length;
      await Promise.all(flying.map((a) => a.finished.catch(() => undefined)));
    });
    frames.animations = Math.max(frames.animations, started);
    return { autoMoves: turn.autos, durationMs: performance.now() - t0, ...dropped(frames, intervalMs) };
  },

  /**
   * The baseline re-rendered every `speedMs` for `durationMs`, frames counted as in {@link autoPlay}
   * (the game is taken off the page first: a won game's celebration must not run meanwhile).
   */
  async baselineTicks(speedMs: number, durationMs: number): Promise<FrameCount> {
    game?.remove();
    game = null;
    const intervalMs = await idleInterval();
    const frames = await recordFrames(
      () =>
        new Promise<void>((resolve) => {
          const t0 = performance.now();
          const id = setInterval(() => {
            baseline!.count++;
            if (performance.now() - t0 >= durationMs) {
              clearInterval(id);
              resolve();
            }
          }, speedMs);
        }),
    );
    return dropped(frames, intervalMs);
  },
};

/** The median time between animation frames over 30 idle frames, in ms. */
async function idleInterval(): Promise<number> {
  const { ts } = await recordFrames(async () => {
    for (let i = 0; i < 30; i++) await frame();
  });
  const d = ts
    .slice(1)
    .map((t, i) => t - ts[i])
    .sort((a, b) => a - b);
  return d[Math.floor(d.length / 2)];
}

/** Frames seen while something ran. */
export interface FrameCount {
  /** Animation frames. */
  frames: number;
  /** Frames missed: intervals longer than one frame interval, counted in intervals. */
  dropped: number;
  /** The longest time between two frames, in ms. */
  longestMs: number;
  /** The median frame interval while idle, in ms. */
  intervalMs: number;
  /**
   * Most Web Animations running at once, counted every frame from the animations the page started
   * (see {@link runningAnimations}).
   */
  animations: number;
}

/**
 * Every Web Animation the page starts, recorded as it is made (`Element.prototype.animate` wrapped).
 * Counting them so asks nothing of the page: walking every shadow root's `getAnimations()` (which
 * `document.getAnimations()` alone does not see) costs a style update and a walk of the whole tree,
 * 17 ms of main-thread work in the first frame of Lady Cadogan's chain, the very frame measured. The
 * game's glides, flips and celebration are all Web Animations (its only CSS animation is a refused
 * move's shake).
 */
const started: Animation[] = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>): Animation {
  const a = animate.apply(this, args);
  started.push(a);
  return a;
};

/** Whether `a` is part of a win's celebration: it animates the game's `.celebration` layer, or a card in it. */
function celebrating(a: Animation): boolean {
  const target = (a.effect as KeyframeEffect | null)?.target;
  const host = (target?.getRootNode() as ShadowRoot | undefined)?.host;
  return !!(target?.classList.contains('celebration') || host?.classList.contains('celebration'));
}

/** Every Web Animation running in the page (see {@link started}); the ones that have ended are let go. */
export function runningAnimations(): Animation[] {
  const running = started.filter((a) => a.playState === 'running');
  started.splice(0, started.length, ...running);
  return running;
}

/** The timestamps of every animation frame while `run` runs, and the most animations running at once. */
async function recordFrames(run: () => Promise<void>): Promise<{ ts: number[]; animations: number }> {
  const ts: number[] = [];
  let animations = 0;
  let on = true;
  const loop = (t: number) => {
    ts.push(t);
    animations = Math.max(animations, runningAnimations().length);
    if (on) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  await run();
  on = false;
  await frame();
  return { ts, animations };
}

function dropped({ ts, animations }: { ts: number[]; animations: number }, intervalMs: number): FrameCount {
  let n = 0;
  let longest = 0;
  for (let i = 1; i < ts.length; i++) {
    const d = ts[i] - ts[i - 1];
    longest = Math.max(longest, d);
    n += Math.max(0, Math.round(d / intervalMs) - 1);
  }
  return { frames: ts.length, dropped: n, longestMs: longest, intervalMs, animations };
}

declare global {
  interface Window {
    bench: typeof api;
  }
}
window.bench = api;
