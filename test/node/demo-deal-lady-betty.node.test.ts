/**
 * The demo opens Lady Betty on deal 3 (demo/index.html) because a player who sees no hidden card can
 * win it: the greedy player of src/engine/solver.ts wins it, and its moves replay to a win.
 *
 * Run: node --import tsx --test test/node/demo-deal.node.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { shuffledDeck } from '../../src/engine/deck.js';
import { applyExact, deal } from '../../src/engine/rules.js';
import { greedyPlay } from '../../src/engine/solver.js';
import { getVariant } from '../../src/variants/index.js';

describe('the demo deal of Lady Betty', () => {
  it('deal 3 is won by the greedy player that sees only face-up cards', () => {
    const variant = getVariant('lady-betty');
    const result = greedyPlay(variant, '3');
    assert.equal(result.won, true);
    // Its moves, replayed by the rules from the deal, end in a won game.
    let state = deal(variant, shuffledDeck('3'));
    for (const [i, m] of result.moves.entries()) {
      const r = applyExact(variant, state, m);
      assert.ok(r.ok, `move ${i + 1} ${JSON.stringify(m)} is legal`);
      state = r.state;
    }
    assert.equal(state.status, 'won');
  });

  it('the deal the demo page opens Lady Betty on is that deal, and the greedy player wins it', () => {
    const page = readFileSync(new URL('../../demo/index.html', import.meta.url), 'utf8');
    const found = /variant === 'lady-betty'[^\n]*\n?[^\n]*setAttribute\('seed', '([^']+)'\)/.exec(page);
    assert.ok(found, 'demo/index.html sets a seed for lady-betty');
    assert.equal(found[1], '3');
    assert.equal(greedyPlay(getVariant('lady-betty'), found[1]).won, true);
  });
});
