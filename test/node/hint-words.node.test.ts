/**
 * The words of a hint (src/i18n/hint-words.ts): how often the move won in the samples, and, when no
 * sample was decided within the budget, that (not "won 0 %", which reads as "this move loses").
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCard } from '../../src/engine/cards.js';
import { layoutOf } from '../../src/engine/layout.js';
import { hintSentence } from '../../src/i18n/hint-words.js';
import { getVariant, variantIds } from '../../src/variants/index.js';

const layout = layoutOf(getVariant(variantIds[0]));
const [from, to] = [layout.ids[layout.hand >= 0 ? layout.hand : layout.waste], layout.ids[layout.foundations[0]]];
const base = { from, to, cards: [parseCard('7H')], winRate: 0, samples: 24, undecided: 0, exact: false, fallback: false };

describe('the words of a hint', () => {
  it('the share of samples won, when some were decided', () => {
    assert.match(hintSentence(layout, { ...base, winRate: 0.625, undecided: 3 }, 'words'), /\(won 63 % of 24 samples\)\.$/);
    assert.match(hintSentence(layout, { ...base, undecided: 23 }, 'words'), /\(won 0 % of 24 samples\)\.$/);
  });

  it('no sample decided: says so, not "won 0 %"', () => {
    const text = hintSentence(layout, { ...base, undecided: 24 }, 'words');
    assert.match(text, /\(none of 24 samples was decided in time\)\.$/);
    assert.doesNotMatch(text, /won 0 %/);
  });

  it('the stand-in says why it looked less far, without blaming the page alone', () => {
    assert.match(
      hintSentence(layout, { ...base, undecided: 1, fallback: true }, 'words'),
      /Quick hint: the solver could not start beside this page \(its security policy, or a missing file\)/,
    );
  });
});
