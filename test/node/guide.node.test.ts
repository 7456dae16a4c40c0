/**
 * The engine side of guides (src/engine/guide.ts): reading a step's move, working a guide out (where
 * it stops, and why), and writing a game's moves back as guide markup. The examples of every seed game
 * (stories/support/guides.ts) are checked legal here too.
 *
 * Run: node --import tsx --test test/node/guide.node.test.ts
 */
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { cardCode } from '../../src/engine/cards.js';
import { newGame, play } from '../../src/engine/game.js';
import { guideMarkup, parseStepMove, planGuide, positionText, problemText, stepMoveText } from '../../src/engine/guide.js';
import { layoutOf } from '../../src/engine/layout.js';
import { parseMoveList } from '../../src/engine/notation.js';
import { legalMoves } from '../../src/engine/rules.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { guides } from '../../stories/support/guides.js';

const dealOf = (id: string, seed: string, start: string | null = null) => ({
  seed,
  deck: newGame(getVariant(id), { seed }).deck,
  autoPlay: true,
  start,
});

describe('parseStepMove', () => {
  it('reads the short form, the arrow, the cards and (auto)', () => {
    assert.deepEqual(parseStepMove('hand foundation-2'), { move: { from: 'hand', to: 'foundation-2' }, auto: false });
    assert.deepEqual(parseStepMove('  hand → waste-1 '), { move: { from: 'hand', to: 'waste-1' }, auto: false });
    assert.deepEqual(parseStepMove('hand->waste-1'), { move: { from: 'hand', to: 'waste-1' }, auto: false });
    assert.deepEqual(parseStepMove('9s 8S tableau-1 tableau-2'), {
      move: { from: 'tableau-1', to: 'tableau-2', count: 2 },
      cards: ['9S', '8S'],
      auto: false,
    });
    assert.equal(parseStepMove('AC hand → foundation-1 (auto)').auto, true);
  });

  it('names the text and what is wrong', () => {
    assert.throws(() => parseStepMove(''), /"" is not a move/);
    assert.throws(() => parseStepMove('hand'), /"hand" is not a move/);
    assert.throws(() => parseStepMove('hand Foundation-2'), /must be pile ids/);
    assert.throws(() => parseStepMove('ZZ hand waste-1'), /names "ZZ", which is not a card code/);
  });
});

describe('planGuide', () => {
  for (const [id, g] of Object.entries(guides)) {
    it(`${id}: the example's steps are all legal, and each plays the move it names`, () => {
      const plan = planGuide(
        getVariant(id),
        dealOf(id, g.seed, g.start ?? null),
        g.steps.map((s) => s[0]),
      );
      assert.equal(plan.problem, null);
      assert.equal(plan.steps.length, g.steps.length);
      plan.steps.forEach((s, i) => {
        const named = parseStepMove(g.steps[i][0]).move;
        assert.equal(s.turn[0].from, named.from);
        assert.equal(s.turn[0].to, named.to);
      });
    });
  }

  for (const id of variantIds) {
    it(`${id}: stops before the first step that cannot be played, naming it and why`, () => {
      const v = getVariant(id);
      const deal = dealOf(id, '11');
      let game = newGame(v, { seed: '11' });
      const moves: string[] = [];
      for (let i = 0; i < 2; i++) {
        const r = play(v, game, newGameMoves(id, game)[0]);
        assert.ok(r.ok);
        moves.push(stepMoveText(r.turn[0]));
        game = r.game;
      }
      const plan = planGuide(v, deal, [...moves, 'foundation-1 stock', moves[0]]);
      assert.equal(plan.steps.length, 2);
      assert.equal(plan.problem?.index, 3);
      assert.equal(plan.problem?.move, 'foundation-1 stock');
      assert.match(problemText(plan.problem!), /^guide step 3 \("foundation-1 stock"\) cannot be played: .+; the guide stops before it$/);
      // The position after the last playable step, as restore() reads it, is the plan's.
      const back = parseMoveList(positionText(plan, 2), getVariant).game;
      assert.deepEqual(back.states[back.cursor], plan.game.states[plan.game.cursor]);
    });
  }

  it('a start that cannot be played is a problem of index 0, and the guide has no steps', () => {
    const id = variantIds[0];
    // The first start move is legal, the second is not: the guide starts from the deal, none played.
    const plan = planGuide(getVariant(id), dealOf(id, '3', 'hand waste-1; stock foundation-9'), ['hand waste-1']);
    assert.equal(plan.problem?.index, 0);
    assert.equal(plan.steps.length, 0);
    assert.equal(plan.base.turns.length, 0);
    assert.equal(plan.base.cursor, 0);
    assert.match(problemText(plan.problem!), /start move "stock foundation-9"/);
  });

  it('a step naming other cards than the move takes is refused', () => {
    const id = variantIds[0];
    const v = getVariant(id);
    const game = newGame(v, { seed: '3' });
    const hand = game.states[0].piles[layoutIndex(id, 'hand')].map(cardCode)[0];
    const other = hand === 'KS' ? 'QS' : 'KS';
    const plan = planGuide(v, dealOf(id, '3'), [`${other} hand waste-1`]);
    assert.match(plan.problem?.reason ?? '', new RegExp(`names ${other} but hand gives ${hand}`));
    assert.equal(planGuide(v, dealOf(id, '3'), [`${hand} hand waste-1`]).problem, null);
  });
});

describe('guideMarkup', () => {
  it('writes a preset deck as the deck attribute, and auto-play="off" when automatic play is off', () => {
    const deck = newGame(getVariant(variantIds[0]), { seed: '9' }).deck.map(cardCode);
    const markup = guideMarkup({
      variant: variantIds[0],
      seed: null,
      deck,
      autoPlay: false,
      moves: [{ from: 'hand', to: 'waste-1', cards: [deck[0]] }],
    });
    assert.ok(markup.startsWith(`<patience-game variant="${variantIds[0]}" deck="${deck.join(' ')}" auto-play="off" guide>\n`));
    assert.match(markup, /<patience-step move="hand waste-1">Step 1: \w+ to waste-1\.<\/patience-step>/);
  });

  it("writes the player's moves (not the automatic ones) as steps, escaped, and reads back as the same guide", () => {
    for (const id of variantIds) {
      const v = getVariant(id);
      let game = newGame(v, { seed: 'a "quoted" <seed>' });
      for (let i = 0; i < 4; i++) {
        const r = play(v, game, newGameMoves(id, game)[0]);
        if (!r.ok) break;
        game = r.game;
      }
      const moves = game.turns.flat();
      const markup = guideMarkup({ variant: id, seed: game.seed, moves });
      assert.match(markup, /seed="a &quot;quoted&quot; &lt;seed&gt;" guide>/);
      const steps = [...markup.matchAll(/move="([^"]+)"/g)].map((m) => m[1]);
      assert.equal(steps.length, game.turns.length);
      const plan = planGuide(v, dealOf(id, game.seed!), steps);
      assert.equal(plan.problem, null);
      assert.deepEqual(plan.game.states[plan.game.cursor], game.states[game.cursor]);
    }
  });
});

const layoutIndex = (id: string, pile: string) => layoutOf(getVariant(id)).ids.indexOf(pile);
/** The legal moves where the game stands, those that move a card onto another pile (not a draw) first. */
function newGameMoves(id: string, game: ReturnType<typeof newGame>) {
  const moves = legalMoves(getVariant(id), game.states[game.cursor]);
  return [...moves.filter((m) => m.from !== 'stock'), ...moves.filter((m) => m.from === 'stock')];
}

describe('demo/guides.html', () => {
  it('plays the examples as written in stories/support/guides.ts (the page is their markup, by hand)', () => {
    const page = readFileSync(new URL('../../demo/guides.html', import.meta.url), 'utf8');
    for (const [id, g] of Object.entries(guides)) {
      assert.ok(page.includes(`<patience-game variant="${id}" seed="${g.seed}" guide`), `${id}'s guide is on the page`);
      for (const [move, caption] of g.steps)
        assert.ok(page.includes(`<patience-step move="${move}">${caption}</patience-step>`), `${id}: ${move}`);
    }
  });
});
