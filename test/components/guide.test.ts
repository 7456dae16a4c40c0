/**
 * Guide mode (issue #11): `<patience-game guide>` with `<patience-step>` children, driven as a reader
 * does (real mouse clicks on Next / Previous / Restart / Your turn, ← and → keys). After every step
 * the table is the engine's position after that step (the guide worked out independently with
 * `planGuide`), compared as strings. The guides are the examples of every seed game
 * (stories/support/guides.ts), iterated from data.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import '../../src/index.js';
import type { PatienceGame, PatienceErrorEvent, PatienceGuideStepEvent, PatienceMoveEvent, PatienceUndoEvent } from '../../src/index.js';
import { cardCode } from '../../src/engine/cards.js';
import { newGame } from '../../src/engine/game.js';
import { planGuide, type GuidePlan } from '../../src/engine/guide.js';
import { layoutOf } from '../../src/engine/layout.js';
import { getVariant } from '../../src/variants/index.js';
import { guides, type GuideExample } from '../../stories/support/guides.js';
import { cardsShown, centerOf, click, clickMove, finishAnimations, gameAnimations, pileArea, settle } from '../helpers/game-driver.js';

const control = (el: PatienceGame, name: string): HTMLElement => {
  const found = el.shadowRoot!.querySelector<HTMLElement>(`.guide-${name}`);
  if (!found) throw new Error(`no guide control ${name}`);
  return found;
};
const progress = (el: PatienceGame): string => el.shadowRoot!.querySelector('.guide-progress')!.textContent!.trim();
/** The caption shown: the text of the one step not hidden. */
const caption = (el: PatienceGame): string =>
  [...el.querySelectorAll('patience-step')]
    .filter((s) => !s.hidden)
    .map((s) => s.textContent!.trim())
    .join('|');
const piles = (el: PatienceGame): string => JSON.stringify(el.state!.piles);
/** What the guide's live region says (a screen reader announces it). */
const announced = (el: PatienceGame): string => el.shadowRoot!.querySelector('.guide [role="status"][aria-live]')!.textContent!.trim();
/** What the game's own live region says (beside the guide's). */
const gameSays = (el: PatienceGame): string =>
  el
    .shadowRoot!.querySelector('[role="status"][aria-live][aria-label]')!
    .textContent!.replace(/[\s\u00a0]+/g, ' ')
    .trim();
/** Step `k`'s caption as read out: its text, white space collapsed. */
const captionOf = (el: PatienceGame, k: number): string =>
  el.querySelectorAll('patience-step')[k - 1].textContent!.replace(/\s+/g, ' ').trim();

/** The engine's table after `step` steps, as `state.piles` shows it. */
function expected(variant: string, plan: GuidePlan, step: number): string {
  const layout = layoutOf(getVariant(variant));
  const s = plan.game.states[plan.base.cursor + step];
  return JSON.stringify(Object.fromEntries(layout.ids.map((id, i) => [id, { cards: s.piles[i].map(cardCode), faceDown: s.faceDown[i] }])));
}

function planOf(variant: string, g: GuideExample, moves = g.steps.map((s) => s[0])): GuidePlan {
  const v = getVariant(variant);
  return planGuide(v, { seed: g.seed, deck: newGame(v, { seed: g.seed }).deck, autoPlay: true, start: g.start ?? null }, moves);
}

/** Mounts a guide; listeners for its errors and steps are attached before it connects. */
async function mountGuide(
  variant: string,
  g: GuideExample,
  steps = g.steps,
): Promise<{ el: PatienceGame; errors: PatienceErrorEvent[]; seen: PatienceGuideStepEvent[] }> {
  const errors: PatienceErrorEvent[] = [];
  const seen: PatienceGuideStepEvent[] = [];
  const wrapper = await fixture<HTMLDivElement>(
    html`<div
      @patience-error=${(e: PatienceErrorEvent) => errors.push(e)}
      @patience-guide-step=${(e: PatienceGuideStepEvent) => seen.push(e)}
    >
      <patience-game variant=${variant} seed=${g.seed} start=${g.start ?? ''} guide style="width: 720px"
        >${steps.map(([move, text]) => html`<patience-step move=${move}>${unsafeHTML(text)}</patience-step>`)}</patience-game
      >
    </div>`,
  );
  const el = wrapper.querySelector('patience-game')!;
  await el.updateComplete;
  await waitFor(() => el.shadowRoot!.querySelector('.guide') !== null, 'the guide loads');
  await settle(el);
  return { el, errors, seen };
}

async function waitFor(ok: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = performance.now() + ms;
  while (!ok()) {
    if (performance.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Focus is in the game, never on <body>. */
function focusKept(el: PatienceGame, after: string): void {
  expect(document.activeElement === document.body, `focus fell to <body> after ${after}`).to.equal(false);
  expect(el.matches(':focus-within'), `focus is in the game after ${after}`).to.equal(true);
}

async function press(el: PatienceGame, name: string): Promise<void> {
  await click(centerOf(control(el, name)));
  await settle(el);
  await settle(el);
}

async function key(el: PatienceGame, k: string): Promise<void> {
  await sendKeys({ press: k });
  await settle(el);
  await settle(el);
}

describe('guide mode', function () {
  this.timeout(60000);
  before(() => setViewport({ width: 1000, height: 1400 }));
  afterEach(() => resetMouse());

  for (const [variant, g] of Object.entries(guides)) {
    it(`${variant}: stepped forward and back by mouse and keys, the table the engine's after each step`, async () => {
      const plan = planOf(variant, g);
      expect(plan.problem, 'every step of the example is legal').to.equal(null);
      const total = g.steps.length;
      const { el, errors, seen } = await mountGuide(variant, g);
      expect(errors.map((e) => e.detail.message)).to.deep.equal([]);
      expect(piles(el)).to.equal(expected(variant, plan, 0));
      expect(progress(el)).to.equal('Start');
      expect(caption(el)).to.equal('');
      // Forward by mouse.
      for (let k = 1; k <= total; k++) {
        await press(el, 'next');
        expect(piles(el), `after step ${k} (Next)`).to.equal(expected(variant, plan, k));
        expect(progress(el)).to.equal(`Step ${k} of ${total}`);
        expect(caption(el)).to.equal(el.querySelectorAll('patience-step')[k - 1].textContent!.trim());
        expect(el.shadowRoot!.querySelector('[role="status"][aria-live]:not([aria-label])')!.textContent).to.contain(
          `Step ${k} of ${total}`,
        );
        // The caption is announced with the step (the live region is the guide's own).
        expect(announced(el), `step ${k} announced (Next)`).to.contain(`Step ${k} of ${total}: ${captionOf(el, k)}`);
        focusKept(el, `Next to step ${k}`);
      }
      expect(control(el, 'next').getAttribute('aria-disabled')).to.equal('true');
      // Next at the end does nothing.
      await press(el, 'next');
      expect(piles(el)).to.equal(expected(variant, plan, total));
      focusKept(el, 'Next at the end');
      // Back by keys (the focus is on Next, in the guide).
      for (let k = total - 1; k >= 0; k--) {
        await key(el, 'ArrowLeft');
        expect(piles(el), `back to step ${k} (←)`).to.equal(expected(variant, plan, k));
        if (k > 0) expect(announced(el), `step ${k} announced (←)`).to.contain(`Step ${k} of ${total}: ${captionOf(el, k)}`);
        else expect(announced(el), 'the start announced (←)').to.contain(`${total} steps`);
        focusKept(el, `← to step ${k}`);
      }
      // Forward by keys, then back by mouse.
      for (let k = 1; k <= total; k++) {
        await key(el, 'ArrowRight');
        expect(piles(el), `step ${k} (→)`).to.equal(expected(variant, plan, k));
      }
      for (let k = total - 1; k >= Math.max(0, total - 2); k--) {
        await press(el, 'prev');
        expect(piles(el), `back to step ${k} (Previous)`).to.equal(expected(variant, plan, k));
        if (k > 0) expect(announced(el), `step ${k} announced (Previous)`).to.contain(`Step ${k} of ${total}: ${captionOf(el, k)}`);
        focusKept(el, `Previous to step ${k}`);
      }
      await press(el, 'restart');
      expect(piles(el)).to.equal(expected(variant, plan, 0));
      expect(progress(el)).to.equal('Start');
      focusKept(el, 'Restart');
      expect(gameSays(el), "the game's live region after Restart (the guide's says the start)").to.equal('');
      // The events: one per step shown, with index, total and the move text.
      const details = seen.map((e) => e.detail);
      expect(details[0]).to.deep.equal({ index: 0, total, move: null });
      expect(details[1]).to.deep.equal({ index: 1, total, move: g.steps[0][0] });
      expect(details.at(-1)).to.deep.equal({ index: 0, total, move: null });
      expect(seen.every((e) => e.bubbles && e.composed && e.target === el)).to.equal(true);
      expect(errors).to.have.length(0);
    });
  }

  it("each step's move glides, and fires patience-move (Next) or patience-undo (Previous) with patience-guide-step", async () => {
    // Sir Tommy's guide: some of its steps set off automatic moves (aces going up), which fire their own events.
    const [variant, g] = Object.entries(guides)[0];
    const plan = planOf(variant, g);
    expect(plan.steps.some((s) => s.turn.length > 1)).to.equal(true);
    const total = g.steps.length;
    const { el, seen } = await mountGuide(variant, g);
    // A long glide: the cards are still in flight whenever the test looks (it lets them land itself).
    el.style.setProperty('--patience-move-duration', '20s');
    const moves: PatienceMoveEvent['detail'][] = [];
    const undos: PatienceUndoEvent['detail'][] = [];
    el.addEventListener('patience-move', (e) => moves.push(JSON.parse(JSON.stringify(e.detail))));
    el.addEventListener('patience-undo', (e) => undos.push(JSON.parse(JSON.stringify(e.detail))));
    const flying = (): string[] =>
      gameAnimations(el)
        .filter((a) => a.playState === 'running')
        .map((a) => ((a.effect as KeyframeEffect).target as Element | null)?.getAttribute('card') ?? '')
        .filter((c) => c !== '');
    const marks = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="guide-mark"]')];
    const record = (m: { from: string; to: string; cards: readonly string[] }) => ({ from: m.from, to: m.to, cards: [...m.cards] });
    const stepEvents = () => seen.map((e) => JSON.stringify(e.detail));
    for (let k = 1; k <= total; k++) {
      const turn = plan.steps[k - 1].turn;
      const before = { moves: moves.length, undos: undos.length, steps: seen.length };
      await click(centerOf(control(el, 'next')));
      // The step's card glides to its place (Web Animations, in the game's shadow roots).
      await waitFor(() => flying().includes(turn[0].cards[0]), `step ${k}'s card ${turn[0].cards[0]} glides`);
      expect(
        marks.map((m) => m.hidden),
        'no marks while the cards fly',
      ).to.deep.equal([true, true]);
      finishAnimations(el);
      await settle(el);
      await waitFor(() => seen.length > before.steps, `patience-guide-step after Next to step ${k}`);
      expect(stepEvents().slice(before.steps), `patience-guide-step, Next to step ${k}`).to.deep.equal([
        JSON.stringify({ index: k, total, move: g.steps[k - 1][0] }),
      ]);
      // The ordinary move events: the step's move, then the automatic moves it set off, in order.
      expect(
        moves.slice(before.moves).map((d) => JSON.stringify({ ...record(d.move), auto: d.auto })),
        `patience-move, Next to step ${k}`,
      ).to.deep.equal(turn.map((m) => JSON.stringify({ ...record(m), auto: m.auto })));
      expect(undos.length, `no patience-undo on Next to step ${k}`).to.equal(before.undos);
      await waitFor(() => marks.every((m) => !m.hidden), `step ${k}'s card and target are marked once they land`);
      expect(piles(el)).to.equal(expected(variant, plan, k));
    }
    for (let k = total; k >= 1; k--) {
      const turn = plan.steps[k - 1].turn;
      const before = { moves: moves.length, undos: undos.length, steps: seen.length };
      await click(centerOf(control(el, 'prev')));
      // Previous glides the step's card back (the automatic moves first, as undo does).
      await waitFor(() => flying().includes(turn[0].cards[0]), `step ${k}'s card ${turn[0].cards[0]} glides back`);
      finishAnimations(el);
      await settle(el);
      await waitFor(() => seen.length > before.steps, `patience-guide-step after Previous from step ${k}`);
      expect(stepEvents().slice(before.steps), `patience-guide-step, Previous from step ${k}`).to.deep.equal([
        JSON.stringify({ index: k - 1, total, move: k > 1 ? g.steps[k - 2][0] : null }),
      ]);
      // The ordinary undo event: the step's move taken back with its whole turn.
      expect(
        undos.slice(before.undos).map((d) => JSON.stringify({ move: record(d.move), turn: d.turn.map(record) })),
        `patience-undo, Previous from step ${k}`,
      ).to.deep.equal([JSON.stringify({ move: record(turn[0]), turn: turn.map(record) })]);
      expect(moves.length, `no patience-move on Previous from step ${k}`).to.equal(before.moves);
      expect(piles(el)).to.equal(expected(variant, plan, k - 1));
    }
  });

  it('Your turn hands the position over (undo stops there), Back to the guide returns', async () => {
    const [variant, g] = Object.entries(guides)[0];
    const plan = planOf(variant, g);
    const { el } = await mountGuide(variant, g);
    const board = el.shadowRoot!.querySelector('[part~="board"]')!;
    expect(board.hasAttribute('inert'), 'the board takes no moves while the guide shows').to.equal(true);
    expect(el.shadowRoot!.querySelector('.toolbar .undo')).to.equal(null);
    const clock = () => el.shadowRoot!.querySelector('[part~="timer"]') !== null;
    expect(clock(), 'no clock while the guide shows its steps').to.equal(false);
    // The inert board is out of a screen reader's reach: the guide reads its piles out instead, as the piles say them.
    const boardWords = () =>
      [...el.shadowRoot!.querySelectorAll('stock-pile, waste-pile, foundation-pile, tableau-pile')]
        .flatMap((p) => [...p.shadowRoot!.querySelectorAll('[data-pile] > .visually-hidden')].map((s) => s.textContent!.trim()))
        .sort()
        .join('|');
    const guideWords = () => {
      const list = el.shadowRoot!.querySelector('.guide ul.guide-table');
      return list
        ? [...list.querySelectorAll('li')]
            .map((li) => li.textContent!.trim())
            .sort()
            .join('|')
        : 'no list';
    };
    expect(el.shadowRoot!.querySelector('.guide ul.guide-table')!.getAttribute('aria-label')).to.equal('The table now');
    const atStart = guideWords();
    expect(atStart, 'the start position in words').to.equal(boardWords());
    expect(atStart.split('|').length, 'a line for each pile').to.equal(el.state!.piles ? Object.keys(el.state!.piles).length : 0);
    await press(el, 'next');
    await press(el, 'next');
    expect(clock(), 'no clock while the guide plays its steps').to.equal(false);
    const atTwo = expected(variant, plan, 2);
    expect(piles(el)).to.equal(atTwo);
    expect(guideWords(), 'step 2 in words').to.equal(boardWords());
    expect(guideWords(), 'the words follow the steps').to.not.equal(atStart);
    await press(el, 'your-turn');
    focusKept(el, 'Your turn');
    expect(board.hasAttribute('inert')).to.equal(false);
    expect(guideWords(), "the board itself is readable once it is the reader's").to.equal('no list');
    expect(clock(), 'the clock shows once the reader plays').to.equal(true);
    expect(el.canUndo, 'nothing to undo at the hand-over').to.equal(false);
    // The reader plays a move with the mouse.
    const move = el.legalMoves().find((m) => !m.count || m.count === 1)!;
    await clickMove(el, move.from, move.to);
    await settle(el);
    expect(piles(el)).to.not.equal(atTwo);
    expect(el.canUndo).to.equal(true);
    await click(centerOf(el.shadowRoot!.querySelector('.toolbar .undo')!));
    await settle(el);
    expect(piles(el), 'undo back to the hand-over').to.equal(atTwo);
    expect(el.canUndo).to.equal(false);
    focusKept(el, 'Undo to the hand-over');
    await sendKeys({ press: 'u' });
    await settle(el);
    expect(piles(el), 'no undo past the hand-over').to.equal(atTwo);
    expect(el.undo()).to.equal(false);
    // The reader plays on, then goes back to the guide: step 2 again.
    await clickMove(el, move.from, move.to);
    await settle(el);
    await press(el, 'back');
    focusKept(el, 'Back to the guide');
    expect(piles(el)).to.equal(atTwo);
    expect(progress(el)).to.equal(`Step 2 of ${g.steps.length}`);
    // The guide's live region says the step; the game's says nothing of a saved game "resumed".
    expect(announced(el)).to.contain(`Step 2 of ${g.steps.length}`);
    expect(gameSays(el), "the game's live region after Back to the guide").to.equal('');
    expect(board.hasAttribute('inert')).to.equal(true);
    await press(el, 'next');
    expect(piles(el)).to.equal(expected(variant, plan, 3));
  });

  it("the page's script plays a move while the guide shows: the reader can undo that move, back to the step, not further", async () => {
    const [variant, g] = Object.entries(guides)[0];
    const plan = planOf(variant, g);
    const { el } = await mountGuide(variant, g);
    await press(el, 'next');
    await press(el, 'next');
    const atTwo = expected(variant, plan, 2);
    expect(piles(el)).to.equal(atTwo);
    expect(el.play(el.legalMoves()[0]), "the script's move").to.equal(true);
    await settle(el);
    expect(el.shadowRoot!.querySelector('.guide-back'), 'handed over').to.not.equal(null);
    expect(progress(el)).to.equal('Your game from step 2: undo goes back as far as here.');
    expect(piles(el)).to.not.equal(atTwo);
    expect(el.canUndo, "the script's move can be undone").to.equal(true);
    expect(el.undo()).to.equal(true);
    await settle(el);
    expect(piles(el), 'undo back to step 2').to.equal(atTwo);
    expect(el.canUndo, 'no undo past the step handed over at').to.equal(false);
    expect(el.undo()).to.equal(false);
    expect(piles(el)).to.equal(atTwo);
  });

  it("the page's script deals or asks a hint while the guide shows: the reader takes over, the guide is not worked out on the new deal", async () => {
    const [variant, g] = Object.entries(guides)[0];
    const plan = planOf(variant, g);
    const { el, errors } = await mountGuide(variant, g);
    await press(el, 'next');
    const atOne = expected(variant, plan, 1);
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...a: unknown[]) => void warned.push(a.join(' '));
    try {
      expect(el.newGame({ seed: '7' })).to.equal(true);
      await settle(el);
      await settle(el);
    } finally {
      console.warn = warn;
    }
    expect(el.seed, 'the new deal is on the table').to.equal('7');
    expect(progress(el), 'handed over at step 1, not the guide started again on deal 7').to.equal(
      'Your game from step 1: undo goes back as far as here.',
    );
    expect(el.shadowRoot!.querySelector('.guide-back'), 'Back to the guide is offered').to.not.equal(null);
    expect(el.shadowRoot!.querySelector('[part~="board"]')!.hasAttribute('inert'), 'the reader plays deal 7').to.equal(false);
    expect(
      errors.map((e) => e.detail.code),
      'no step reported unplayable on deal 7',
    ).to.deep.equal([]);
    expect(warned, 'no console warning').to.deep.equal([]);
    await press(el, 'back');
    expect(piles(el), "back to the guide's deal at step 1").to.equal(atOne);
    expect(el.shadowRoot!.querySelector('[part~="board"]')!.hasAttribute('inert')).to.equal(true);
    // A hint asked by the script: the reader takes over, and no guide mark stays beside the hint.
    const hinted = await el.hint();
    await settle(el);
    expect(hinted, 'a hint for the position on the table').to.not.equal(null);
    expect(el.shadowRoot!.querySelector('[part~="board"]')!.hasAttribute('inert'), 'the hint is one the reader can play').to.equal(false);
    expect(
      [...el.shadowRoot!.querySelectorAll<HTMLElement>('.guide-mark')].every((m) => m.hidden),
      'the guide marks go',
    ).to.equal(true);
    expect(piles(el), 'the hint moved nothing').to.equal(atOne);
    expect(el.play(hinted!.move), 'the hinted move is played').to.equal(true);
  });

  for (const [variant, g] of Object.entries(guides)) {
    it(`${variant}: a guide with an illegal third step stops after step 2, with one bad-guide error`, async () => {
      const steps = [...g.steps.slice(0, 2), ['foundation-1 stock', 'cannot be'] as const, ...g.steps.slice(3)];
      const plan = planOf(
        variant,
        g,
        steps.map((s) => s[0]),
      );
      // The writer previewing the page, who listens for no event, sees it in the console.
      const warned: string[] = [];
      const warn = console.warn;
      console.warn = (...a: unknown[]) => void warned.push(a.join(' '));
      let mounted: Awaited<ReturnType<typeof mountGuide>>;
      try {
        mounted = await mountGuide(variant, g, steps);
      } finally {
        console.warn = warn;
      }
      const { el, errors, seen } = mounted;
      expect(errors.map((e) => e.detail.code)).to.deep.equal(['bad-guide']);
      expect(errors[0].detail.message).to.contain('step 3').and.contain('"foundation-1 stock"');
      expect(
        warned.filter((m) => m.includes('step 3') && m.includes('"foundation-1 stock"')),
        'one console warning',
      ).to.have.length(1);
      expect(seen[0].detail).to.deep.equal({ index: 0, total: 2, move: null });
      await press(el, 'next');
      await press(el, 'next');
      expect(piles(el)).to.equal(expected(variant, plan, 2));
      expect(progress(el)).to.equal('Step 2 of 2');
      await press(el, 'next');
      await key(el, 'ArrowRight');
      expect(piles(el), 'the guide stops before the bad step').to.equal(expected(variant, plan, 2));
      expect(errors, 'reported once').to.have.length(1);
      focusKept(el, 'Next at the stop');
    });
  }

  it('restart() and newGame() from a patience-before-move listener are refused before the guide changes', async () => {
    const [variant, g] = Object.entries(guides)[0];
    const plan = planOf(variant, g);
    /** Calls `call` from the next patience-before-move listener; reads the name of what it threw ('' for nothing). */
    const fromBeforeMove = (el: PatienceGame, call: () => unknown): (() => string) => {
      let thrown = '';
      const listener = (): void => {
        try {
          call();
        } catch (e) {
          thrown = (e as Error).name;
        }
      };
      el.addEventListener('patience-before-move', listener, { once: true });
      return () => thrown;
    };
    // Handed over at the guide's start: restart() from the listener of the reader's first move.
    const { el, seen } = await mountGuide(variant, g);
    await press(el, 'your-turn');
    const steps = seen.length;
    const restarted = fromBeforeMove(el, () => el.restart());
    expect(el.play(el.legalMoves()[0]), 'the move').to.equal(true);
    await settle(el);
    expect(restarted(), 'restart() refused').to.equal('InvalidStateError');
    expect(seen.length, 'no patience-guide-step').to.equal(steps);
    expect(el.state!.moves, 'the move played').to.equal(1);
    expect(el.shadowRoot!.querySelector('.guide-next'), 'still handed over: no Next').to.equal(null);
    // Showing its steps: newGame() from the listener of Next's move.
    const other = (await mountGuide(variant, g)).el;
    const dealt = fromBeforeMove(other, () => other.newGame({ seed: '9' }));
    await press(other, 'next');
    expect(dealt(), 'newGame() refused').to.equal('InvalidStateError');
    expect(other.shadowRoot!.querySelector('[part~="board"]')!.hasAttribute('inert'), 'the guide still shows its steps').to.equal(true);
    expect(JSON.stringify(other.state!.piles), 'the table at step 1').to.equal(expected(variant, plan, 1));
  });

  it('focusBoard() while the guide shows its steps puts the focus on its Next button (the board takes no input then)', async () => {
    const [variant, g] = Object.entries(guides)[0];
    const { el } = await mountGuide(variant, g);
    (document.activeElement as HTMLElement | null)?.blur();
    el.focusBoard();
    focusKept(el, 'focusBoard()');
    expect(el.shadowRoot!.activeElement?.className ?? '').to.equal('guide-next');
    // Enter there plays the first step, as a reader's key would.
    const before = progress(el);
    await key(el, 'Enter');
    expect(progress(el), 'Enter on the focused Next').to.not.equal(before);
  });

  it('steps wrapped in other markup (a CMS puts each in a <p>) are the guide’s steps', async () => {
    const [variant, g] = Object.entries(guides)[0];
    const plan = planOf(variant, g);
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <patience-game variant=${variant} seed=${g.seed} guide style="width: 720px"
          >${g.steps.map(([move, text]) => html`<p><patience-step move=${move}>${unsafeHTML(text)}</patience-step></p>`)}</patience-game
        >
      </div>`,
    );
    const el = wrapper.querySelector('patience-game')!;
    await waitFor(() => el.shadowRoot!.querySelector('.guide') !== null, 'the guide loads');
    await settle(el);
    await press(el, 'next');
    expect(progress(el)).to.equal(`Step 1 of ${g.steps.length}`);
    expect(piles(el)).to.equal(expected(variant, plan, 1));
    expect(caption(el)).to.equal(g.steps[0][1].replace(/<[^>]+>/g, ''));
  });

  it('a guide with neither seed nor deck warns the writer once in the console (each visit would deal another game)', async () => {
    const [variant, g] = Object.entries(guides)[0];
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...a: unknown[]) => void warned.push(a.join(' '));
    try {
      for (const seed of [null, g.seed]) {
        const wrapper = await fixture<HTMLDivElement>(
          html`<div>
            <patience-game variant=${variant} seed=${seed ?? nothing} guide style="width: 720px"
              ><patience-step move="hand waste-1">One</patience-step></patience-game
            >
          </div>`,
        );
        const el = wrapper.querySelector('patience-game')!;
        await waitFor(() => el.shadowRoot!.querySelector('.guide') !== null, 'the guide loads');
        await settle(el);
        await press(el, 'next');
        expect(warned.filter((m) => m.includes('no seed and no deck')).length, `seed ${seed}`).to.equal(1);
      }
    } finally {
      console.warn = warn;
    }
  });

  it("announces in the game's language: a French guide's live region speaks French", async () => {
    const [variant, g] = Object.entries(guides)[0];
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="fr">
        <patience-game variant=${variant} seed=${g.seed} guide style="width: 720px"
          >${g.steps.map(([move, text]) => html`<patience-step move=${move}>${unsafeHTML(text)}</patience-step>`)}</patience-game
        >
      </div>`,
    );
    const el = wrapper.querySelector('patience-game')!;
    await waitFor(() => el.shadowRoot!.querySelector('.guide') !== null && progress(el) === 'Départ', 'the French guide loads');
    await settle(el);
    expect(announced(el)).to.match(/^Position de départ/);
    await press(el, 'next');
    expect(progress(el)).to.equal(`Étape 1 sur ${g.steps.length}`);
    expect(announced(el)).to.equal(`Étape 1 sur ${g.steps.length}: ${captionOf(el, 1)}`);
    await press(el, 'your-turn');
    expect(announced(el)).to.not.contain('Your turn');
  });

  it('the same words twice are said again: Restart twice, Next then Previous then Next (the live region changes, atomic)', async () => {
    const [variant, g] = Object.entries(guides)[0];
    const { el } = await mountGuide(variant, g);
    const region = (): Element => el.shadowRoot!.querySelector('.guide [role="status"][aria-live]')!;
    expect(region().getAttribute('aria-atomic')).to.equal('true');
    const texts: string[] = [region().textContent!];
    for (const name of ['restart', 'restart', 'next', 'prev', 'next', 'next', 'prev', 'next']) {
      await press(el, name);
      const text = region().textContent!;
      expect(text, `${name}: the region's text changed`).to.not.equal(texts.at(-1));
      texts.push(text);
    }
    // The same words each time, told apart by an invisible no-break space only.
    expect(texts[1].trim()).to.equal(texts[2].trim());
    expect(texts[3].trim()).to.equal(texts[5].trim());
  });

  it('an unreadable step and a bad start are reported, and the page keeps working', async () => {
    const [variant, g] = Object.entries(guides)[0];
    const { el, errors } = await mountGuide(variant, g, [g.steps[0], ['hand to nowhere now', 'x'], g.steps[1]]);
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['bad-guide']);
    expect(errors[0].detail.message).to.match(/^guide step 2 \("hand to nowhere now"\)/);
    expect(announced(el), 'one step, said as one').to.equal('Start position: one step. Press Next to play it.');
    await press(el, 'next');
    expect(progress(el)).to.equal('Step 1 of 1');
    // The first start move is legal, the second is not: the guide shows the deal, none of them played.
    const bad = await mountGuide(variant, { ...g, start: 'hand waste-1; stock foundation-9' });
    expect(JSON.stringify(bad.el.state!.piles['waste-1'].cards), 'no start move played').to.equal('[]');
    expect(bad.errors.map((e) => e.detail.message)).to.have.length(1);
    expect(bad.errors[0].detail.message).to.contain('start move "stock foundation-9"');
    expect(progress(bad.el)).to.equal('Start');
    expect(announced(bad.el)).to.equal('Start position. This guide has no step to play.');
  });

  it("with persist: the guide deals its own position and leaves the reader's saved game alone", async () => {
    const [variant, g] = Object.entries(guides)[0];
    const key = `pe-guide-persist-${Date.now()}`;
    // The reader's game of this variant, another deal, under way on another page of the site.
    const game = await fixture<PatienceGame>(html`<patience-game variant=${variant} seed="77" persist=${key}></patience-game>`);
    await game.updateComplete;
    for (let i = 0; i < 3; i++) expect(game.play(game.legalMoves().find((m) => !m.to.startsWith('foundation'))!)).to.equal(true);
    const played = game.state!.moves;
    game.remove();
    // An article's guide on the same site, with the site's persist key.
    const errors: PatienceErrorEvent[] = [];
    const wrapper = await fixture<HTMLDivElement>(
      html`<div @patience-error=${(e: PatienceErrorEvent) => errors.push(e)}>
        <patience-game variant=${variant} seed=${g.seed} persist=${key} guide style="width: 720px"
          >${g.steps.map(([move, text]) => html`<patience-step move=${move}>${unsafeHTML(text)}</patience-step>`)}</patience-game
        >
      </div>`,
    );
    const el = wrapper.querySelector('patience-game')!;
    await waitFor(() => el.shadowRoot!.querySelector('.guide') !== null, 'the guide loads');
    await settle(el);
    expect(el.state!.seed, "the guide's deal").to.equal(g.seed);
    expect(errors.map((e) => e.detail.message).join('; ')).to.equal('');
    await press(el, 'next');
    expect(progress(el)).to.match(/^Step 1 of \d+$/);
    wrapper.remove();
    // Back on the first page: the reader's game is there as it was left.
    const again = await fixture<PatienceGame>(html`<patience-game variant=${variant} seed="77" persist=${key}></patience-game>`);
    await again.updateComplete;
    expect(again.state!.moves, "the reader's saved game").to.equal(played);
    again.remove();
    for (const k of Object.keys(localStorage)) if (k.startsWith(key)) localStorage.removeItem(k);
  });

  it('a start position: the moves of `start` are played before the first step', async () => {
    const [variant, g] = Object.entries(guides)[0];
    const start = g.steps
      .slice(0, 2)
      .map((s) => s[0])
      .join('\n');
    const rest = { ...g, start, steps: g.steps.slice(2) };
    const plan = planOf(variant, rest);
    const { el, errors } = await mountGuide(variant, rest);
    expect(errors).to.have.length(0);
    expect(piles(el)).to.equal(expected(variant, plan, 0));
    expect(piles(el)).to.equal(expected(variant, planOf(variant, g), 2));
    await press(el, 'next');
    expect(piles(el)).to.equal(expected(variant, plan, 1));
    await press(el, 'prev');
    expect(el.canUndo, 'the start moves cannot be undone').to.equal(false);
  });

  it("follows the page: a step's move edited, the page's own move, the attribute removed", async () => {
    const [variant, g] = Object.entries(guides)[0];
    const { el, errors, seen } = await mountGuide(variant, g);
    await press(el, 'next');
    // The game's quick keys are not the reader's while the guide shows its steps.
    await sendKeys({ press: 'n' });
    await sendKeys({ press: 'u' });
    await settle(el);
    expect(progress(el)).to.equal(`Step 1 of ${g.steps.length}`);
    expect(el.shadowRoot!.querySelector('.confirm')).to.equal(null);
    // A step edited into one that cannot be played: reported, the guide worked out again from its start.
    el.querySelectorAll('patience-step')[1].setAttribute('move', 'stock stock');
    await waitFor(() => errors.length === 1, 'the edited step is reported');
    await settle(el);
    expect(errors[0].detail.message).to.contain('step 2 ("stock stock")');
    expect(progress(el)).to.equal('Start');
    expect(seen.at(-1)!.detail).to.deep.equal({ index: 0, total: 1, move: null });
    // The page's script plays a move: the game is the reader's now.
    el.play(el.legalMoves()[0]);
    await settle(el);
    expect(el.shadowRoot!.querySelector('.guide-back'), 'handed over').to.not.equal(null);
    expect(el.shadowRoot!.querySelector('[part~="board"]')!.hasAttribute('inert')).to.equal(false);
    // Without the attribute, a normal game: no guide, every move can be undone.
    el.removeAttribute('guide');
    await settle(el);
    expect(el.shadowRoot!.querySelector('.guide')).to.equal(null);
    expect(el.canUndo).to.equal(true);
    expect(el.querySelectorAll('patience-step')[0].hidden).to.equal(false);
  });

  it('axe finds nothing: the start, a step, handed over', async () => {
    for (const [variant, g] of Object.entries(guides)) {
      const { el } = await mountGuide(variant, g);
      await expect(el).to.be.accessible();
      await press(el, 'next');
      await expect(el).to.be.accessible();
      await press(el, 'your-turn');
      await expect(el).to.be.accessible();
    }
  });

  it("marks the step's cards and target, where they rest, in --patience-guide-mark", async () => {
    const [variant, g] = Object.entries(guides)[2];
    const { el } = await mountGuide(variant, g);
    el.style.setProperty('--patience-guide-mark', 'rgb(1, 2, 3)');
    const marks = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="guide-mark"]')];
    expect(marks.map((m) => m.hidden)).to.deep.equal([true, true]);
    await press(el, 'next');
    await waitFor(() => marks.every((m) => !m.hidden), 'the marks are shown once the cards land');
    const [card, target] = marks;
    expect(getComputedStyle(card).boxShadow).to.contain('rgb(1, 2, 3)');
    expect(getComputedStyle(target).outlineColor).to.equal('rgb(1, 2, 3)');
    // Around the moved card, now on the target pile, and around that pile.
    const move = planOf(variant, g).steps[0].turn[0];
    const shown = cardsShown(el, move.to).at(-1)!;
    expect(shown.getAttribute('card')).to.equal(move.cards[0]);
    const near = (a: DOMRect, b: DOMRect) =>
      Math.abs(a.left - b.left) < 2 && Math.abs(a.top - b.top) < 2 && Math.abs(a.width - b.width) < 2;
    expect(near(card.getBoundingClientRect(), shown.getBoundingClientRect()), 'the ring is on the card').to.equal(true);
    expect(near(target.getBoundingClientRect(), pileArea(el, move.to).getBoundingClientRect()), 'the outline is on the pile').to.equal(
      true,
    );
    await press(el, 'prev');
    expect(marks.map((m) => m.hidden)).to.deep.equal([true, true]);
  });

  it('fits 260 px: the controls and the caption stay inside the element', async () => {
    const [variant, g] = Object.entries(guides)[1];
    const { el } = await mountGuide(variant, g);
    el.style.width = '260px';
    await settle(el);
    await press(el, 'next');
    const outer = el.getBoundingClientRect();
    for (const part of ['.guide', '.guide-caption', '.guide-progress']) {
      const r = el.shadowRoot!.querySelector(part)!.getBoundingClientRect();
      expect(r.left >= outer.left - 0.5 && r.right <= outer.right + 0.5, `${part} inside 260 px`).to.equal(true);
    }
    for (const b of el.shadowRoot!.querySelectorAll('.guide button')) {
      const r = b.getBoundingClientRect();
      expect(r.right <= outer.right + 0.5, `${b.className} inside 260 px`).to.equal(true);
    }
  });
});
