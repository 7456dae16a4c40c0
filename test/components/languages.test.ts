/**
 * Languages: every word a player sees or hears comes from the one catalogue, in English, French or
 * German, chosen by the element's `lang`, the closest ancestor's or the page's, and switched live.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame, PlayingCard } from '../../src/index.js';
import { LOSING_DECK, losingMoves, mountGame } from '../helpers/extra.js';
import { openRules, pileArea, recordEvents, settle } from '../helpers/game-driver.js';
import { allText } from '../helpers/checks.js';
import { variantIds, variants } from '../../src/variants/index.js';
import { HAND_GAME, LOCKING_GAME, TABLEAU_GAME, nameOf, pileOf } from '../helpers/shapes.js';

const root = (el: PatienceGame) => el.shadowRoot!;
/** The French and German catalogues fetched so far by this page. */
const loaded = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((n) => /i18n\/locales\/(fr|de)/.test(n));
const text = (el: PatienceGame, selector: string) => root(el).querySelector(selector)!.textContent!.replace(/\s+/g, ' ').trim();
const live = (el: PatienceGame) => text(el, '[role="status"][aria-live]');
const label = (el: PatienceGame, pile: string) => pileArea(el, pile).querySelector('.visually-hidden')!.textContent!.trim();

/** Waits until `probe` holds (the catalogue of a language loads on first use). */
async function until(probe: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function inLanguage(lang: string, attrs: Parameters<typeof mountGame>[0] = {}): Promise<PatienceGame> {
  const el = await mountGame(attrs);
  el.lang = lang;
  await until(() => !text(el, '.toolbar').includes('New game'), `${lang} words`);
  await settle(el);
  return el;
}

/** English words that must not be left on a French or German table. */
const ENGLISH =
  /\b(Undo|Redo|New game|Stock|Foundation|Waste|Hand|moves|Rules of|deal|empty|face down|picked up|takes|starts with|of (clubs|hearts|spades|diamonds))\b/;

/**
 * LOCKING_GAME's declaration as the French words below describe it: four foundations that start from
 * 2, 3, 4 and 5, one suit each, wrapping from king to ace, beside six waste piles.
 */
function expectLockingAsWorded(): void {
  const f = pileOf(variants[LOCKING_GAME], 'foundation')!;
  const wastePiles = pileOf(variants[LOCKING_GAME], 'waste-pile')!.count;
  expect({ base: f.base, oneSuitEach: f.uniqueSuits, wraps: f.build.wrap, wastePiles }, LOCKING_GAME).to.deep.equal({
    base: [2, 3, 4, 5],
    oneSuitEach: true,
    wraps: true,
    wastePiles: 6,
  });
}

/**
 * TABLEAU_GAME's declaration as the words below describe it: its first tableau pile is dealt no card
 * and takes a king, its second is dealt one; built down regardless of suit; foundations from the ace.
 */
function expectTableauAsWorded(): void {
  const t = pileOf(variants[TABLEAU_GAME], 'tableau')!;
  const foundationBase = pileOf(variants[TABLEAU_GAME], 'foundation')!.base;
  expect({ deal: t.deal.slice(0, 2), empty: t.empty.rank, build: t.build, foundationBase }, TABLEAU_GAME).to.deep.equal({
    deal: [0, 1],
    empty: 13,
    build: { direction: 'down', suit: 'any' },
    foundationBase: 1,
  });
}

describe('languages', () => {
  before(() => setViewport({ width: 1000, height: 1000 }));

  it('English by default, and no catalogue is loaded for it', async () => {
    const el = await mountGame({ seed: '7' });
    expect(text(el, '.toolbar')).to.contain('New game');
    expect(label(el, 'foundation-1')).to.equal('Foundation 1, empty, starts with an ace');
    // This file runs in a page of its own, and this test first: nothing asked for French yet.
    expect(loaded()).to.deep.equal([]);
  });

  it('French: toolbar, pile and card names, refusals, the live region, the rules, the variant', async () => {
    // Foundations from 2 to 5, locked to a suit: the richest captions.
    expectLockingAsWorded();
    const el = await inLanguage('fr', { variant: LOCKING_GAME, seed: '3' });
    expect(text(el, '.toolbar')).to.match(/Annuler.*Rétablir.*Nouvelle partie/);
    expect(text(el, '.toolbar')).to.contain('0 coup');
    expect(label(el, 'foundation-1')).to.equal('Fondation 1, vide, commence par un deux');
    expect(label(el, 'stock')).to.match(/^Talon, \d+ cartes/);
    el.play({ from: 'hand', to: 'foundation-4' });
    await settle(el);
    const refusal = text(el, '.message');
    expect(refusal).to.match(/ne peut pas commencer la fondation 4|ne va pas|ne peut pas commencer une fondation/);
    expect(live(el)).to.not.match(ENGLISH);
    el.play({ from: 'hand', to: 'waste-1' });
    await settle(el);
    expect(live(el)).to.match(/de la main sur la défausse 1\./);
    const rules = await openRules(el);
    expect(rules).to.contain(`Règles du jeu : ${nameOf(LOCKING_GAME)}`);
    // Its summary, in French, describes it from the hand game: "… with six waste piles".
    expect(rules).to.contain(`${nameOf(HAND_GAME)} avec six défausses`);
    expect(rules).to.contain('Elles commencent respectivement par un deux, un trois, un quatre et un cinq');
    expect(rules).to.contain('Chaque couleur n’a droit qu’à une seule fondation.');
    expect(rules).to.contain('Après le roi vient l’as.');
    for (const t of allText(el)) expect(t, t).to.not.match(ENGLISH);
  });

  it('German: card names as compounds (Herz-Zehn), cases in the sentences, the rules', async () => {
    expectTableauAsWorded();
    const el = await inLanguage('de', { variant: TABLEAU_GAME, seed: '4', width: 900 });
    expect(text(el, '.toolbar')).to.match(/Rückgängig.*Wiederholen.*Neues Spiel/);
    expect(label(el, 'tableau-1')).to.equal('Spalte 1, leer, nimmt einen König');
    expect(label(el, 'foundation-2')).to.equal('Fundament 2, leer, beginnt mit einem Ass');
    expect(label(el, 'tableau-2')).to.match(
      /^Spalte 2, 1 Karte, oben: (Kreuz|Karo|Herz|Pik)-(Ass|Zwei|Drei|Vier|Fünf|Sechs|Sieben|Acht|Neun|Zehn|Bube|Dame|König)$/,
    );
    const rules = await openRules(el);
    expect(rules).to.contain(`Regeln von ${nameOf(TABLEAU_GAME)}`);
    expect(rules).to.contain('Eine leere Spalte nimmt nur einen König oder eine Folge mit einem König an der Spitze.');
    expect(rules).to.contain('Gebaut wird absteigend ohne Rücksicht auf die Farbe.');
    for (const t of allText(el)) expect(t, t).to.not.match(ENGLISH);
  });

  it("the refusal event speaks the game's language; its code stays the same", async () => {
    const el = await inLanguage('de', { seed: '7' });
    const log = recordEvents(el);
    el.play({ from: 'hand', to: 'foundation-1' });
    await settle(el);
    const detail = log.details[0] as { reason: string; code: string };
    expect(detail.code).to.equal('foundation-base');
    expect(detail.reason).to.match(/kann kein Fundament beginnen: Fundamente beginnen mit einem Ass\.$/);
  });

  it('the loss is said in the language', async () => {
    const el = await inLanguage('fr', { deck: LOSING_DECK });
    for (const m of losingMoves()) el.play(m);
    await settle(el);
    expect(text(el, '.message.lost')).to.contain('Plus aucun coup');
    expect(live(el)).to.contain('Plus aucun coup');
  });

  it('follows the closest [lang] ancestor, then the page', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div lang="de-AT"><patience-game seed="5"></patience-game></div>`);
    const el = wrap.querySelector('patience-game')!;
    await until(() => text(el, '.toolbar').includes('Neues Spiel'), 'German from the ancestor');
    wrap.lang = 'fr-CA';
    await until(() => text(el, '.toolbar').includes('Nouvelle partie'), 'French after the ancestor changed');
    wrap.removeAttribute('lang');
    const page = document.documentElement.lang;
    document.documentElement.lang = 'de';
    try {
      await until(() => text(el, '.toolbar').includes('Neues Spiel'), "German from the page's lang");
    } finally {
      document.documentElement.lang = page;
    }
    await until(() => text(el, '.toolbar').includes('New game'), 'English again');
  });

  it('switches live: every word on the table and in the piles changes, the game stays', async () => {
    expectTableauAsWorded();
    const el = await mountGame({ variant: TABLEAU_GAME, seed: '4', width: 900 });
    el.play({ from: 'tableau-2', to: 'tableau-3' });
    await settle(el);
    const state = JSON.stringify(el.state);
    const english = text(el, '.message');
    for (const [lang, word, pile, king] of [
      ['fr', 'Nouvelle partie', 'Colonne 1', 'R'],
      ['de', 'Neues Spiel', 'Spalte 1', 'K'],
      ['en', 'New game', 'Tableau pile 1', 'K'],
    ]) {
      el.lang = lang;
      await until(() => text(el, '.toolbar').includes(word), word);
      await settle(el);
      expect(label(el, 'tableau-1')).to.match(new RegExp(`^${pile}`));
      // What the empty pile takes, printed on it (a pile whose cards did not change renders again).
      expect(pileArea(el, 'tableau-1').querySelector('[part~="placeholder"]')!.textContent!.trim()).to.equal(king);
      // The refusal shown is worded again in the new language.
      if (lang !== 'en') expect(text(el, '.message')).to.not.equal(english);
      else expect(text(el, '.message')).to.equal(english);
    }
    expect(JSON.stringify(el.state)).to.equal(state);
  });

  it('two games on one page speak their own languages', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div>
        <patience-game lang="fr" seed="1" style="width: 500px"></patience-game>
        <patience-game lang="de" seed="1" style="width: 500px"></patience-game>
      </div>`,
    );
    const [fr, de] = [...wrap.querySelectorAll('patience-game')];
    await until(() => text(fr, '.toolbar').includes('Nouvelle partie') && text(de, '.toolbar').includes('Neues Spiel'), 'both');
    await settle(fr);
    await settle(de);
    expect(label(fr, 'foundation-1')).to.equal('Fondation 1, vide, commence par un as');
    expect(label(de, 'foundation-1')).to.equal('Fundament 1, leer, beginnt mit einem Ass');
    fr.play({ from: 'hand', to: 'waste-2' });
    de.play({ from: 'hand', to: 'waste-2' });
    await settle(fr);
    await settle(de);
    expect(live(fr)).to.contain('sur la défausse 2');
    expect(live(de)).to.contain('auf Ablagestapel 2');
  });

  it('a French hint says the card with its own article ("le dix de carreau") and shows it with one ("le 10♦")', async () => {
    const el = await inLanguage('fr', { variant: variantIds[0], seed: '7' });
    const s = await el.hint();
    await settle(el);
    expect(s!.cards.length, 'a card is moved').to.be.greaterThan(0);
    const said = live(el);
    expect(said).to.match(/^Indice : mettre (le|la|l’)[ a-zéû]+ de (trèfle|carreau|cœur|pique) /);
    expect(said).to.not.match(/\b(le|la) (le|la|l’)/);
    expect(text(el, '[part~="message"]')).to.match(/^Indice : mettre le \S+[♣♦♥♠] /);
  });

  it('<playing-card> names itself in its language, with the printed ranks of that language', async () => {
    const card = await fixture<PlayingCard>(html`<playing-card lang="de" card="TH"></playing-card>`);
    await until(() => card.shadowRoot!.querySelector('[role="img"]')!.getAttribute('aria-label') === 'Herz-Zehn', 'Herz-Zehn');
    const king = await fixture<PlayingCard>(html`<playing-card lang="fr" card="KS"></playing-card>`);
    await until(() => king.shadowRoot!.querySelector('[part~="rank"]')!.textContent!.trim() === 'R', 'R for roi');
    expect(king.label).to.equal('le roi de pique');
    const queen = await fixture<PlayingCard>(html`<playing-card lang="de" card="QC"></playing-card>`);
    await until(() => queen.shadowRoot!.querySelector('[part~="rank"]')!.textContent!.trim() === 'D', 'D for Dame');
    expect(queen.label).to.equal('Kreuz-Dame');
  });

  it('the French and German words are separate modules, fetched once each when first asked for', async () => {
    expect(loaded().filter((n) => n.includes('/fr.'))).to.have.length(1);
    expect(loaded().filter((n) => n.includes('/de.'))).to.have.length(1);
  });
});
