/**
 * A hint that moves two cards, in each language: "and 1 more", "et 1 autre", "und 1 weitere" (the
 * French said "et 1 autres", a plural after one; found by a fresh user's review). In German, the
 * infinitive with the verb last, as the hint to deal a card and every other sentence (which say "Sie"):
 * the hint to move a card said "lege" (du), the hint to draw "eine Karte aufdecken vom Talon …".
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

// @lit/localize's runtime announces a locale change on `window`: Node has none.
(globalThis as { window?: unknown }).window ??= new EventTarget();
const { loadLocale, withLocale } = await import('../../src/i18n/locale.js');
const { hintSentence } = await import('../../src/i18n/hint-words.js');
const { parseCard } = await import('../../src/engine/cards.js');
const { layoutOf } = await import('../../src/engine/layout.js');
const { getVariant, variantIds } = await import('../../src/variants/index.js');

const layout = layoutOf(getVariant(variantIds[0]));
const [from, to] = [layout.ids[layout.hand >= 0 ? layout.hand : layout.waste], layout.ids[layout.foundations[0]]];
const hint = (n: number) => ({
  from,
  to,
  cards: ['7H', '6S', '5H', '4S'].slice(0, n).map((c) => parseCard(c)),
  winRate: 0.5,
  samples: 24,
  undecided: 0,
  exact: false,
  fallback: false,
});

describe('a hint of several cards, in words and signs', () => {
  before(async () => {
    await loadLocale('fr');
    await loadLocale('de');
  });

  for (const show of ['words', 'sign'] as const) {
    it(`${show}: one more card is said in the singular, more in the plural`, () => {
      const say = (locale: 'en' | 'fr' | 'de', n: number) => withLocale(locale, () => hintSentence(layout, hint(n), show));
      assert.match(say('en', 2), / and 1 more /);
      assert.match(say('en', 3), / and 2 more /);
      assert.match(say('fr', 2), / et 1 autre /);
      assert.match(say('fr', 3), / et 2 autres /);
      assert.match(say('de', 2), / und 1 weitere /);
      assert.match(say('de', 3), / und 2 weitere /);
    });

    it(`${show}: German speaks to the player as the rest of the game does, the verb last ("Tipp: … legen"), not with "du" ("Tipp: lege …")`, () => {
      for (const n of [1, 2, 3]) {
        const de = withLocale('de', () => hintSentence(layout, hint(n), show));
        assert.match(de, /^Tipp: .+ auf Fundament 1 legen \(/);
        assert.doesNotMatch(de, /\blege\b/);
      }
    });
  }

  it('German, the hint to draw a card: the verb last ("Tipp: eine Karte vom Talon auf die Ablage ziehen")', () => {
    // A game whose stock is drawn onto a single waste (a hint may then be to draw: no card is seen yet).
    const drawn = layoutOf(getVariant(variantIds.find((id) => layoutOf(getVariant(id)).waste >= 0)!));
    const draw = { ...hint(0), from: drawn.ids[drawn.stock], to: drawn.ids[drawn.waste] };
    const de = withLocale('de', () => hintSentence(drawn, draw, 'words'));
    assert.match(de, /^Tipp: eine Karte vom Talon auf die Ablage ziehen \(/);
    assert.match(
      withLocale('en', () => hintSentence(drawn, draw, 'words')),
      /^Hint: deal a card from the stock to the waste \(/,
    );
  });
});
