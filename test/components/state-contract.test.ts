/**
 * One copy of the game's identity, events after the fact, and what the piles receive (issue #7):
 * - getters have no side effects: reading every public field of the manifest (custom-elements.json)
 *   on an element not yet connected, and on one in play, deals nothing, writes nothing to
 *   localStorage, fires nothing, touches no attribute and asks for no update; the attributes the page
 *   set are never rewritten, whatever the player does;
 * - events after the fact (deal, move, invalid move, undo, redo, win, loss, stats) reach their
 *   listeners once the update that shows them is done: the piles show the cards where `state` says
 *   and none has an update pending; `patience-before-move` is dispatched synchronously, inside the
 *   click or key that asked for the move, and `preventDefault()` cancels it;
 * - the piles receive through context an immutable snapshot (deeply frozen: changing it throws) and
 *   one actions object for the element's life, and never call the game while rendering.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { PATIENCE_EVENTS, cardsShown, centerOf, click, clickMove, pileArea, settle } from '../helpers/game-driver.js';
import { domProblems } from '../helpers/checks.js';
import { LOSING_DECK, WINNING_DECK, freshKey, losingMoves, winningMoves } from '../helpers/extra.js';
import { winningGames } from '../fixtures/winning-games.js';
import { fixtureOf, mount, mouseMove, playFixture } from '../helpers/every-variant.js';
import { DEFAULT_VARIANT, HAND_GAME, LOCKING_GAME, TABLEAU_GAME, otherVariant, pileOf, variantWhere } from '../helpers/shapes.js';

/** A game other than HAND_GAME that also has a hand and waste piles (a variant switch, then a click move from the hand). */
const OTHER_HAND_GAME = variantWhere(
  `a hand and waste piles, other than ${HAND_GAME}`,
  (v) => v.id !== HAND_GAME && pileOf(v, 'hand') !== undefined && pileOf(v, 'waste-pile') !== undefined,
);

const PILE_TAGS = 'stock-pile, waste-pile, foundation-pile, tableau-pile';
const EVENTS = [...PATIENCE_EVENTS, 'patience-guide-step'];
const find = (el: PatienceGame, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector)!;
const piles = (el: PatienceGame) => [...el.shadowRoot!.querySelectorAll(PILE_TAGS)] as unknown as PileInside[];

/** What a pile element holds from the game through context (protected fields, read here from outside). */
interface PileInside extends HTMLElement {
  view?: object;
  actions?: Record<string, unknown>;
  isUpdatePending: boolean;
}

/** The public fields of `<patience-game>` as the manifest lists them (properties and getters). */
async function publicFields(): Promise<string[]> {
  const manifest = (await (await fetch('/custom-elements.json')).json()) as {
    modules: { declarations?: { name: string; members?: { kind: string; name: string; privacy?: string; static?: boolean }[] }[] }[];
  };
  const game = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.name === 'PatienceGame')!;
  return game.members!.filter((m) => m.kind === 'field' && !m.privacy && !m.static).map((m) => m.name);
}

/** Watches an element for everything a read must not do: events, storage writes, attribute changes. */
function watch(el: HTMLElement): { problems(): string[]; stop(): void } {
  const seen: string[] = [];
  const heard = (e: Event) => seen.push(`event ${e.type}`);
  for (const t of EVENTS) el.addEventListener(t, heard);
  const { setItem, removeItem, clear } = Storage.prototype;
  Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
    seen.push(`localStorage.setItem(${k})`);
    setItem.call(this, k, v);
  };
  Storage.prototype.removeItem = function (this: Storage, k: string) {
    seen.push(`localStorage.removeItem(${k})`);
    removeItem.call(this, k);
  };
  Storage.prototype.clear = function (this: Storage) {
    seen.push('localStorage.clear()');
    clear.call(this);
  };
  // Records every attribute written, even with the value it had.
  const written = (records: MutationRecord[]) =>
    seen.push(...records.map((r) => `attribute ${r.attributeName}: ${r.oldValue} → ${el.getAttribute(r.attributeName!)}`));
  const observer = new MutationObserver(written);
  observer.observe(el, { attributes: true, attributeOldValue: true });
  const flush = () => written(observer.takeRecords());
  return {
    problems: () => (flush(), [...seen]),
    stop() {
      flush();
      observer.disconnect();
      for (const t of EVENTS) el.removeEventListener(t, heard);
      Object.assign(Storage.prototype, { setItem, removeItem, clear });
    },
  };
}

/** Reads every field (twice, as a framework binding might), and turns the values into text. */
function readAll(el: PatienceGame, fields: string[]): string {
  const read = () => fields.map((f) => `${f}=${JSON.stringify((el as unknown as Record<string, unknown>)[f]) ?? 'undefined'}`).join('\n');
  read();
  return read();
}

const clearKey = (key: string) => Object.keys(localStorage).forEach((k) => k.startsWith(`${key}:`) && localStorage.removeItem(k));

/** Plays `moves` from the hand through the API, the last one by its digit key on the focused hand. */
async function playToLastByKey(el: PatienceGame, moves: readonly { from: string; to: string }[]): Promise<void> {
  for (const m of moves.slice(0, -1)) el.play(m);
  await settle(el);
  pileArea(el, 'hand').focus();
  await sendKeys({ press: moves.at(-1)!.to.slice(-1) });
  await settle(el);
}

describe('getters have no side effects; attributes are never rewritten', () => {
  before(() => setViewport({ width: 1000, height: 1300 }));
  afterEach(() => resetMouse());

  it('every public field, read on an element not yet connected: no deal, no storage, no event, no attribute', async () => {
    const fields = await publicFields();
    // The manifest lists the getters the issue names (and every other public field).
    for (const f of [
      'state',
      'history',
      'historyText',
      'canUndo',
      'canRedo',
      'elapsedMs',
      'stats',
      'allStats',
      'variant',
      'seed',
      'deck',
    ]) {
      expect(fields, f).to.include(f);
    }
    const key = freshKey();
    const el = document.createElement('patience-game');
    // A game other than the default, so that the properties are seen to give the game asked for.
    const asked = otherVariant(DEFAULT_VARIANT);
    el.setAttribute('variant', asked);
    el.setAttribute('seed', '4');
    el.setAttribute('persist', key);
    el.style.width = '600px';
    const w = watch(el);
    try {
      const values = readAll(el, fields);
      expect(el.state, 'reading state deals no game').to.equal(null);
      expect(el.history).to.deep.equal([]);
      expect(el.historyText).to.equal('');
      expect(el.canUndo).to.equal(false);
      // The properties give the game asked for until one is dealt.
      expect([el.variant, el.seed]).to.deep.equal([asked, '4']);
      expect(values).to.contain('state=null');
      w.stop();
      expect(w.problems()).to.deep.equal([]);
      expect(Object.keys(localStorage).filter((k) => k.startsWith(`${key}:`))).to.deep.equal([]);
      // Connected, it deals the game asked for, once.
      const deals: string[] = [];
      el.addEventListener('patience-deal', (e) => deals.push(`${e.detail.variant} ${e.detail.seed}`));
      document.body.append(el);
      await el.updateComplete;
      expect(deals).to.deep.equal([`${asked} 4`]);
      expect(el.state!.seed).to.equal('4');
    } finally {
      w.stop();
      el.remove();
      clearKey(key);
    }
  });

  it('every public field, read on a game in play: nothing changes, no update is asked for', async () => {
    const fields = await publicFields();
    const key = freshKey();
    const el = await fixture<PatienceGame>(
      html`<patience-game style="width: 600px" variant=${HAND_GAME} seed="5" persist=${key}></patience-game>`,
    );
    try {
      await clickMove(el, 'hand', 'waste-2');
      await settle(el);
      expect(el.state!.moves).to.be.greaterThan(0);
      const before = JSON.stringify(el.state);
      const stored = JSON.stringify(Object.entries(localStorage).filter(([k]) => k.startsWith(`${key}:`)));
      await el.updateComplete;
      const w = watch(el);
      const first = readAll(
        el,
        fields.filter((f) => f !== 'elapsedMs'),
      );
      // Synchronously after the reads: no update asked for by the game or its piles.
      const pending = [el, ...piles(el)].filter((p) => p.isUpdatePending).map((p) => p.localName);
      const second = readAll(
        el,
        fields.filter((f) => f !== 'elapsedMs'),
      );
      await el.updateComplete;
      w.stop();
      expect(pending, 'updates asked for by reading').to.deep.equal([]);
      expect(second).to.equal(first);
      expect(JSON.stringify(el.state)).to.equal(before);
      expect(w.problems()).to.deep.equal([]);
      expect(JSON.stringify(Object.entries(localStorage).filter(([k]) => k.startsWith(`${key}:`)))).to.equal(stored);
    } finally {
      clearKey(key);
    }
  });

  it('the attributes the page set are never written by the game: clicks, keys, Undo, New game, the deal form', async () => {
    const key = freshKey();
    const el = await fixture<PatienceGame>(
      html`<patience-game
        style="width: 600px"
        variant=${HAND_GAME}
        seed="4"
        auto-play="safe"
        theme="dark"
        four-colour
        hide-timer
        deal="any"
        persist=${key}
      ></patience-game>`,
    );
    const attributes = () =>
      el
        .getAttributeNames()
        .sort()
        .map((n) => `${n}=${el.getAttribute(n)}`)
        .join(' ');
    const set = attributes();
    const w = watch(el);
    try {
      await clickMove(el, 'hand', 'waste-1');
      pileArea(el, 'hand').focus();
      await sendKeys({ press: '2' });
      await settle(el);
      await click(centerOf(find(el, '.toolbar .undo')));
      await settle(el);
      expect(el.state!.moves).to.be.greaterThan(0);
      // New game, asked and confirmed: a random deal (the seed attribute stays 4).
      await click(centerOf(find(el, '.toolbar .new-game')));
      await settle(el);
      await click(centerOf(find(el, '.confirm .yes')));
      await settle(el);
      expect(el.seed).to.not.equal('4');
      // A deal typed in the deal form.
      await click(centerOf(find(el, '.deal-menu summary')));
      await settle(el);
      await sendKeys({ type: '77' });
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.state!.seed).to.equal('77');
      expect(el.seed).to.equal('77');
      // Another variant by property: the variant attribute stays as the page wrote it.
      el.variant = OTHER_HAND_GAME;
      await settle(el);
      expect(el.state!.variant).to.equal(OTHER_HAND_GAME);
      await clickMove(el, 'hand', 'waste-1');
      w.stop();
      const written = w.problems().filter((p) => p.startsWith('attribute'));
      expect(written, 'attributes written by the game').to.deep.equal([]);
      expect(attributes()).to.equal(set);
      expect(el.getAttribute('seed')).to.equal('4');
      expect(el.getAttribute('variant')).to.equal(HAND_GAME);
    } finally {
      w.stop();
      clearKey(key);
    }
  });
});

interface Seen {
  type: string;
  problems: string[];
}

/** Checks, inside a listener, that the update showing the event is done. */
function shownProblems(el: PatienceGame): string[] {
  let problems: string[];
  try {
    problems = domProblems(el, { resting: false });
  } catch (e) {
    problems = [(e as Error).message];
  }
  for (const p of piles(el)) if (p.isUpdatePending) problems.push(`${p.localName} ${p.getAttribute('pile')} has an update pending`);
  const counter = el.shadowRoot!.querySelector('[part~="counter"]')?.textContent ?? '';
  if (!new RegExp(`\\b${el.state!.moves}\\b`).test(counter))
    problems.push(`the counter says "${counter.trim()}", state ${el.state!.moves} moves`);
  return problems;
}

describe('events after the fact come once the update that shows them is done', () => {
  before(() => setViewport({ width: 1000, height: 1300 }));
  afterEach(() => resetMouse());

  it('deal, move, invalid move, undo, redo, win, new deal, loss, stats: the piles already show them', async function () {
    this.timeout(60_000);
    const seen: Seen[] = [];
    const listener = (e: Event) => {
      const el = e.target as PatienceGame;
      seen.push({ type: e.type, problems: el.state ? shownProblems(el) : ['no state'] });
    };
    const after = PATIENCE_EVENTS.filter((t) => t !== 'patience-before-move' && t !== 'patience-error');
    for (const t of after) document.addEventListener(t, listener);
    try {
      const el = await fixture<PatienceGame>(
        html`<patience-game style="width: 600px" variant=${HAND_GAME} .deck=${[...WINNING_DECK]}></patience-game>`,
      );
      await settle(el);
      // A move and an invalid move by real clicks; Undo and Redo by their buttons.
      await clickMove(el, 'hand', 'waste-1');
      await clickMove(el, 'hand', 'foundation-1');
      await click(centerOf(find(el, '.toolbar .undo')));
      await settle(el);
      await click(centerOf(find(el, '.toolbar .redo')));
      await settle(el);
      // The rest of the win, the last card by its key (the aces then cascade up by themselves).
      await playToLastByKey(el, winningMoves().slice(1));
      expect(el.state!.status).to.equal('won');
      // New game from the "You won" panel (or the toolbar while the celebration runs).
      await waitUntil(() => el.shadowRoot!.querySelector('.won-panel .new-game, .toolbar .new-game'), 'a New game button', {
        timeout: 15_000,
      });
      el.newGame({ deck: [...LOSING_DECK] });
      await settle(el);
      await playToLastByKey(el, losingMoves());
      expect(el.state!.status).to.equal('lost');
    } finally {
      for (const t of after) document.removeEventListener(t, listener);
    }
    const types = new Set(seen.map((s) => s.type));
    expect(
      [...after].filter((t) => !types.has(t)),
      'events not seen',
    ).to.deep.equal([]);
    expect(seen.filter((s) => s.problems.length > 0).map((s) => `${s.type}: ${s.problems.join('; ')}`)).to.deep.equal([]);
  });

  it('patience-before-move comes synchronously inside the click or key; preventDefault() cancels the move', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game style="width: 600px" variant=${HAND_GAME} seed="5"></patience-game>`);
    await settle(el);
    // Whether a click or key is being dispatched right now (window capture … window bubble).
    let inInput = '';
    const start = (e: Event) => (inInput = e.type);
    const end = () => (inInput = '');
    for (const t of ['click', 'keydown']) {
      window.addEventListener(t, start, true);
      window.addEventListener(t, end);
    }
    const offered: string[] = [];
    let veto = true;
    const before = (e: Event) => {
      const d = (e as CustomEvent<{ move: { from: string; to: string; cards: string[] } }>).detail;
      // Where the game stands when the listener runs: still before the move.
      const at = `${el.state!.moves} moves, hand ${el.state!.piles.hand.cards.join()}`;
      offered.push(`${d.move.cards[0]} ${d.move.from}→${d.move.to} during ${inInput || 'nothing'} at ${at}, cancelable ${e.cancelable}`);
      if (veto) e.preventDefault();
    };
    const moved: string[] = [];
    const onMove = (e: Event) => moved.push((e as CustomEvent<{ move: { cards: string[] } }>).detail.move.cards[0]);
    el.addEventListener('patience-before-move', before);
    el.addEventListener('patience-move', onMove);
    try {
      const card = el.state!.piles.hand.cards[0];
      const shown = () =>
        cardsShown(el, 'hand').map((c) => c.getAttribute('card')) + ' | ' + cardsShown(el, 'waste-1').map((c) => c.getAttribute('card'));
      const was = shown();
      // Vetoed, by two real clicks: nothing moves, on screen or in state.
      await clickMove(el, 'hand', 'waste-1');
      expect(offered).to.deep.equal([`${card} hand→waste-1 during click at 0 moves, hand ${card}, cancelable true`]);
      expect(el.state!.piles.hand.cards).to.deep.equal([card]);
      expect(el.state!.moves).to.equal(0);
      expect(el.canUndo).to.equal(false);
      expect(shown()).to.equal(was);
      // Vetoed, by key.
      pileArea(el, 'hand').focus();
      await sendKeys({ press: '3' });
      await settle(el);
      expect(offered.at(-1)).to.equal(`${card} hand→waste-3 during keydown at 0 moves, hand ${card}, cancelable true`);
      expect(el.state!.moves).to.equal(0);
      expect(moved).to.deep.equal([]);
      // Allowed: the same key plays it.
      // Vetoed, by the API: dispatched before play() returns (no microtask can come between).
      inInput = 'play()';
      expect(el.play({ from: 'hand', to: 'waste-2' })).to.equal(false);
      inInput = '';
      expect(offered.at(-1)).to.equal(`${card} hand→waste-2 during play() at 0 moves, hand ${card}, cancelable true`);
      await settle(el);
      expect(el.state!.moves).to.equal(0);
      veto = false;
      await sendKeys({ press: '3' });
      await settle(el);
      expect(el.state!.piles['waste-3'].cards).to.deep.equal([card]);
      expect(moved[0]).to.equal(card);
    } finally {
      for (const t of ['click', 'keydown']) {
        window.removeEventListener(t, start, true);
        window.removeEventListener(t, end);
      }
    }
  });
});

/** Where a snapshot can still be changed: paths to objects not frozen, or maps that take a new entry. */
function mutable(value: unknown, path: string, out: string[], seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  if (!Object.isFrozen(value)) out.push(`${path} is not frozen`);
  if (value instanceof Map) {
    const size = value.size;
    try {
      value.set('probe', null);
    } catch {
      // refused: good
    }
    if (value.size !== size) {
      value.delete('probe');
      out.push(`${path}.set() adds an entry`);
    }
    for (const [k, v] of value) mutable(v, `${path}.get(${String(k)})`, out, seen);
    return out;
  }
  for (const [k, v] of Object.entries(value)) mutable(v, `${path}.${k}`, out, seen);
  return out;
}

describe('what the piles receive through context', () => {
  before(() => setViewport({ width: 1000, height: 1500 }));
  afterEach(() => resetMouse());

  // One game per layout: a hand and four waste piles, a hand and suit-locked foundations, a tableau.
  for (const variant of new Set([HAND_GAME, LOCKING_GAME, TABLEAU_GAME])) {
    it(`${variant}: a deeply frozen snapshot, one actions object, and no call to the game while rendering`, async function () {
      this.timeout(90_000);
      const game = fixtureOf(winningGames, variant);
      const el = await mount(variant, game.deck, 800);
      const inside = el as unknown as { controller: Record<string, unknown> & { session: Record<string, unknown> } };
      const actions = piles(el)[0].actions!;
      expect(actions, 'the piles have the actions').to.be.an('object');

      // Every call to the game: the actions the piles hold, the controller's and the session's methods.
      let rendering = 0;
      const calls: string[] = [];
      const duringRender: string[] = [];
      const restore: (() => void)[] = [];
      const spy = (target: Record<string, unknown>, name: string, label: string) => {
        const original = target[name] as (...a: unknown[]) => unknown;
        if (typeof original !== 'function') return;
        const had = Object.hasOwn(target, name);
        target[name] = function (this: unknown, ...args: unknown[]) {
          calls.push(label);
          if (rendering > 0) duringRender.push(label);
          return original.apply(this, args);
        };
        restore.push(() => (had ? (target[name] = original) : delete target[name]));
      };
      for (const name of Object.keys(actions)) spy(actions, name, `actions.${name}`);
      const methods = (o: object) =>
        Object.getOwnPropertyNames(Object.getPrototypeOf(o)).filter(
          (n) => n !== 'constructor' && typeof Object.getOwnPropertyDescriptor(Object.getPrototypeOf(o), n)?.value === 'function',
        );
      for (const name of methods(inside.controller)) spy(inside.controller, name, `controller.${name}`);
      for (const name of methods(inside.controller.session)) spy(inside.controller.session, name, `session.${name}`);
      // Rendering: every pile element's render().
      for (const tag of PILE_TAGS.split(', ')) {
        const proto = customElements.get(tag)!.prototype as { render(): unknown };
        const render = proto.render;
        proto.render = function (this: unknown) {
          rendering++;
          try {
            return render.call(this);
          } finally {
            rendering--;
          }
        };
        restore.push(() => (proto.render = render));
      }

      const snapshots = new Set<object>();
      const actionObjects = new Set<object>();
      const problems: string[] = [];
      const look = (when: string) => {
        for (const p of piles(el)) {
          actionObjects.add(p.actions!);
          snapshots.add(p.view!);
        }
        const view = piles(el)[0].view as { variant: unknown; layout: unknown } & Record<string, unknown>;
        // The variant's declaration and its layout are shared, static tables; the rest is the snapshot's own.
        const out: string[] = [];
        for (const [k, v] of Object.entries(view)) if (k !== 'variant' && k !== 'layout') mutable(v, `snapshot.${k}`, out);
        problems.push(...out.map((p) => `${when}: ${p}`));
        expect(Object.isFrozen(view), `${when}: the snapshot is frozen`).to.equal(true);
        // Changing it throws (modules run in strict mode) and changes nothing.
        const hand = (view.piles as Map<string, { cards: unknown[] }>).get(el.state!.piles.hand ? 'hand' : 'stock')!;
        const n = hand.cards.length;
        expect(() => hand.cards.push(0), `${when}: pushing a card`).to.throw(TypeError);
        expect(() => ((view as Record<string, unknown>).serial = -1), `${when}: writing a field`).to.throw(TypeError);
        expect(hand.cards.length).to.equal(n);
      };
      try {
        look('dealt');
        // The first moves by real clicks and drags, then the game through the API in one go except its
        // last moves, again by pointer; a refused click, undo, redo and a hint on the way.
        await playFixture(el, game.moves.slice(0, 4), 4, (m, i) => mouseMove(el, m, i));
        look('after 4 moves by pointer');
        const free = Object.keys(el.state!.piles).find((id) => /^(foundation)/.test(id))!;
        const from = el.legalMoves().find((m) => m.from !== 'stock' && m.to !== 'stock');
        if (from) {
          await click(centerOf(pileArea(el, from.from)));
          await settle(el);
          look('picked up');
          await click(centerOf(pileArea(el, free)));
          await settle(el);
        }
        await click(centerOf(find(el, '.toolbar .undo')));
        await settle(el);
        await click(centerOf(find(el, '.toolbar .redo')));
        await settle(el);
        await el.hint().catch(() => null);
        await settle(el);
        look('hint shown');
        await playFixture(el, game.moves.slice(4), 6, (m, i) => mouseMove(el, m, i));
        expect(el.state!.status).to.equal('won');
        look('won');
      } finally {
        restore.reverse().forEach((r) => r());
      }
      expect(problems, 'mutable parts of the snapshot').to.deep.equal([]);
      expect(actionObjects.size, 'one actions object, every pile, every move').to.equal(1);
      expect([...actionObjects][0]).to.equal(actions);
      expect(snapshots.size, 'a new snapshot at each look').to.equal(5);
      expect(calls.filter((c) => c.startsWith('actions.')).length, 'the piles called their actions').to.be.greaterThan(0);
      expect([...new Set(duringRender)], 'calls to the game while a pile rendered').to.deep.equal([]);
    });
  }
});
