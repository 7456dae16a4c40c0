/**
 * The solver, hint and greedy player in the browser (Chromium): the same engine code the components
 * use. The heavier property checks are in test/node/solver.node.test.ts.
 */
import { expect } from '@open-wc/testing';
import { shuffledDeck } from '../../src/engine/deck.js';
import { currentState, newGame, play } from '../../src/engine/game.js';
import { applyExact, deal, legalMoves, type GameState, type Move } from '../../src/engine/rules.js';
import { greedyMove, greedyPlay, solve } from '../../src/engine/solver.js';
import { hint } from '../../src/engine/hint.js';
import type { VariantDefinition } from '../../src/engine/vocabulary.js';
import { ladyBetty, ladyCadogan, sirTommy, variants } from '../../src/variants/index.js';
import { moveKey, position } from './helpers.js';
import { refusalText } from '../../src/engine/reasons.js';

const ALL = Object.values(variants);
/** Deals the solver wins well inside the budget (see test/node/solver.node.test.ts). */
const WON_SEEDS: Record<string, string[]> = {
  'sir-tommy': ['8', '13'],
  'lady-betty': ['6', '12'],
  'lady-cadogan': ['3', '4'],
};
const BUDGET = { maxNodes: 200_000, maxMs: 15_000 };

function replay(variant: VariantDefinition, state: GameState, moves: readonly Move[]): GameState {
  let s = state;
  moves.forEach((m, i) => {
    const r = applyExact(variant, s, m);
    if (!r.ok) throw new Error(`move ${i + 1} (${moveKey(m)}) is illegal: ${refusalText(r.reason)}`);
    s = r.state;
  });
  return s;
}

describe('solver (browser)', () => {
  for (const variant of ALL) {
    for (const seed of WON_SEEDS[variant.id]) {
      it(`${variant.id} deal ${seed}: won, and the line replays with applyExact to status won`, () => {
        const start = deal(variant, shuffledDeck(seed));
        const r = solve(variant, start, BUDGET);
        expect(r.result).to.equal('won');
        expect(replay(variant, start, r.moves!).status).to.equal('won');
      });
    }

    it(`${variant.id}: user moves of a line win through play() with automatic play on`, () => {
      let game = newGame(variant, { seed: WON_SEEDS[variant.id][0], autoPlay: true });
      const r = solve(variant, currentState(game), BUDGET);
      expect(r.result).to.equal('won');
      for (const m of r.moves!.filter((_, i) => !r.auto![i])) {
        const p = play(variant, game, m);
        if (!p.ok) throw new Error(`${moveKey(m)} refused: ${refusalText(p.reason)}`);
        game = p.game;
      }
      expect(currentState(game).status).to.equal('won');
    });

    it(`${variant.id}: a tiny budget gives unknown`, () => {
      const r = solve(variant, deal(variant, shuffledDeck('2')), { maxNodes: 3 });
      expect(r.result).to.equal('unknown');
      expect(r.moves).to.equal(undefined);
    });

    it(`${variant.id}: the hint is legal along a greedy game, and greedy's moves are legal`, () => {
      for (const seed of ['11', '12', '13']) {
        const g = greedyPlay(variant, seed);
        let s = deal(variant, shuffledDeck(seed));
        g.moves.forEach((m, i) => {
          if (i % 10 === 0) {
            const h = hint(variant, s, { samples: 2, maxNodes: 2_000 });
            expect(h.move, 'a hint while moves exist').to.not.equal(null);
            expect(legalMoves(variant, s).map(moveKey)).to.include(moveKey(h.move!));
          }
          s = replay(variant, s, [m]);
        });
        expect(s.status === 'won', `greedy ${seed}: won flag`).to.equal(g.won);
        expect(greedyMove(variant, s)).to.equal(null);
      }
    });
  }

  it('proves constructed positions lost (Sir Tommy, Lady Betty, Lady Cadogan)', () => {
    expect(solve(sirTommy, position(sirTommy, { hand: '3C', 'waste-1': 'AC 2C', 'waste-2': 'AD 2D' })).result).to.equal('lost');
    expect(
      solve(ladyBetty, position(ladyBetty, { hand: '5S', 'foundation-1': '2H', 'waste-1': '3H 4H', 'waste-2': '6S' })).result,
    ).to.equal('lost');
    const onlyRearrangements = position(ladyCadogan, { 'tableau-1': 'KH QS', 'tableau-2': 'KD', 'tableau-3': 'AH 2H' });
    expect(legalMoves(ladyCadogan, onlyRearrangements).length).to.be.greaterThan(0);
    expect(solve(ladyCadogan, onlyRearrangements).result).to.equal('lost');
  });
});
