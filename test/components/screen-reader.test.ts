/**
 * Screen readers (issue #7): Chromium's accessibility tree (what a screen reader gets) names each pile
 * once, as a button (a place you act on, not a toggle), says when cards are picked up, and says "ace",
 * never "A". axe finds nothing in any state (here the hand game's, the keys list and the New game question
 * included; every variant's fresh, picked-up, refused, hint, won and lost states: axe-states.test.ts).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import { centerOf, click, pileArea, settle } from '../helpers/game-driver.js';
import { LOSING_DECK, WINNING_DECK, losingMoves, mountGame, winningMoves } from '../helpers/extra.js';
import { HAND_GAME, LOCKING_GAME, TABLEAU_GAME } from '../helpers/shapes.js';
import { variants } from '../../src/variants/index.js';
import { layoutOf, type PileKind } from '../../src/engine/index.js';

interface AxNode {
  role: string;
  name?: string;
  description?: string;
  pressed?: boolean | 'mixed';
  children?: AxNode[];
}

async function axNodes(): Promise<AxNode[]> {
  const tree = (await executeServerCommand('a11y-tree')) as AxNode;
  const out: AxNode[] = [];
  const walk = (n: AxNode): void => {
    out.push(n);
    n.children?.forEach(walk);
  };
  walk(tree);
  return out;
}

/** What a person hears a pile called, by its kind (the number, if any, is the one in its id). */
const LABEL_WORDS: Record<PileKind, string> = {
  stock: 'Stock',
  hand: 'Hand',
  waste: 'Waste',
  'waste-pile': 'Waste pile',
  foundation: 'Foundation',
  tableau: 'Tableau pile',
  reserve: 'Reserve',
};

/** The name of every pile of `variant`: "Stock", "Hand", "Foundation 1" … "Waste pile 4". */
function labelsOf(variant: string): string[] {
  const layout = layoutOf(variants[variant]);
  return layout.ids.map((id, i) => [LABEL_WORDS[layout.kinds[i]], /-(\d+)$/.exec(id)?.[1]].filter(Boolean).join(' '));
}

/** Three layouts: a hand with four waste piles, a hand with foundations of their own bases, a tableau. */
const LABELS: Record<string, string[]> = Object.fromEntries([HAND_GAME, LOCKING_GAME, TABLEAU_GAME].map((v) => [v, labelsOf(v)]));

describe('screen readers', () => {
  before(() => setViewport({ width: 1000, height: 1300 }));
  afterEach(() => resetMouse());

  for (const [variant, labels] of Object.entries(LABELS)) {
    it(`${variant}: each pile is one button, named once; no card is named apart from its pile`, async () => {
      await mountGame({ variant, seed: '12', width: 800 });
      const nodes = await axNodes();
      for (const label of labels) {
        const named = nodes.filter((n) => n.name === label || n.name?.startsWith(`${label},`));
        expect(
          named.map((n) => `${n.role}: ${n.name}`),
          label,
        ).to.have.length(1);
        expect(named[0].role).to.equal('button');
        expect(named[0].pressed, 'not a toggle button').to.equal(undefined);
      }
      // The cards are described by their pile's name only: no image or text node repeats them.
      const cardNames = nodes.filter((n) => / of (clubs|diamonds|hearts|spades)$/.test(n.name ?? '') && n.role !== 'button');
      expect(cardNames.map((n) => `${n.role}: ${n.name}`)).to.deep.equal([]);
      for (const n of nodes.filter((x) => x.role === 'button' && x.name)) {
        const top = /top: ([a-z]+ of [a-z]+)/.exec(n.name!)?.[1];
        if (top) expect(n.name!.split(top).length - 1, n.name).to.equal(1);
      }
    });
  }

  it('the empty foundation says "ace"; picked-up cards are said so', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    let nodes = await axNodes();
    expect(nodes.find((n) => n.name?.startsWith('Foundation 1'))?.name).to.equal('Foundation 1, empty, starts with an ace');
    expect(nodes.find((n) => n.name?.startsWith('Hand'))?.name).to.equal('Hand, 1 card, top: king of clubs');
    pileArea(el, 'hand').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    nodes = await axNodes();
    expect(nodes.find((n) => n.name?.startsWith('Hand'))?.name).to.equal('Hand, 1 card, top: king of clubs, picked up');
    const live = nodes.find((n) => n.role === 'status');
    expect(live, 'a live region').to.not.equal(undefined);
  });

  it('the deal menu is named by its deal alone: the ▾ drawn after it is not read out', async () => {
    await mountGame({ seed: '42' });
    const menu = (await axNodes()).find((n) => n.role === 'DisclosureTriangle' && n.name?.startsWith('deal'));
    expect(menu?.name).to.equal('deal 42');
  });

  it('Settings: each checkbox is named by its setting alone, its hint is its description; the icon buttons are said once', async () => {
    const el = await mountGame({ seed: '42' });
    const nodes = await axNodes();
    for (const name of ['Statistics', 'Settings']) {
      const button = nodes.find((n) => n.role === 'button' && n.name === name);
      expect(button, name).to.not.equal(undefined);
      expect(button!.description ?? '', `${name}: no description repeating the name`).to.equal('');
    }
    el.shadowRoot!.querySelector<HTMLElement>('.toolbar .settings')!.click();
    await settle(el);
    const boxes = (await axNodes()).filter((n) => n.role === 'checkbox').map((n) => `${n.name} / ${n.description ?? ''}`);
    expect(boxes).to.deep.equal([
      'Automatic play / Safe cards go to the foundations by themselves',
      'Four-colour suits / ',
      'Animation / Cards glide to their places',
    ]);
  });

  it('Enter on an empty pile with nothing picked up says the pile is empty, shown and in the live region', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    const live = () => el.shadowRoot!.querySelector('[role="status"][aria-live]')!.textContent!.trim();
    const message = () => el.shadowRoot!.querySelector('[part~="message"]')?.textContent?.trim() ?? '';
    for (const [pile, words] of [
      ['waste-3', 'Waste pile 3 is empty: nothing to pick up.'],
      ['foundation-2', 'Foundation 2 is empty: nothing to pick up.'],
    ]) {
      pileArea(el, pile).focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(live(), pile).to.equal(words);
      expect(message(), pile).to.equal(words);
      expect(el.state!.moves).to.equal(0);
    }
  });

  it('foundation names say how they build: by a step other than one, and by colour', async () => {
    const foundationsOf = (v: (typeof variants)[string]) => v.piles.filter((p) => p.kind === 'foundation');
    const names = async (variant: string): Promise<string[]> => {
      const el = await mountGame({ variant, seed: '4' });
      await settle(el);
      return [...el.shadowRoot!.querySelectorAll('foundation-pile')].flatMap((f) =>
        [...f.shadowRoot!.querySelectorAll('[data-pile]')].map((a) => a.querySelector('.visually-hidden')!.textContent!),
      );
    };
    const stepped = Object.values(variants).find((v) => foundationsOf(v).some((f) => (f.build.step ?? 1) > 1))!;
    const steps = foundationsOf(stepped)
      .map((f) => f.build.step ?? 1)
      .filter((n) => n > 1);
    const stepNames = await names(stepped.id);
    for (const n of steps) expect(stepNames.join(' | '), `step ${n}`).to.contain(`builds up by ${n}`);
    const coloured = Object.values(variants).find((v) => foundationsOf(v).some((f) => f.build.suit === 'colour' && f.dealt))!;
    const colourNames = await names(coloured.id);
    expect(colourNames.length).to.be.greaterThan(0);
    for (const name of colourNames) expect(name).to.match(/(red|black) cards only/);
  });

  it('the same words twice in a row change the live region twice (a screen reader says them again)', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    const region = el.shadowRoot!.querySelector('[role="status"][aria-live]')!;
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(region.textContent!));
    observer.observe(region, { characterData: true, childList: true, subtree: true });
    const words = 'Waste pile 3 is empty: nothing to pick up.';
    pileArea(el, 'waste-3').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    const first = texts.length;
    expect(region.textContent!.trim()).to.equal(words);
    await sendKeys({ press: 'Enter' });
    await settle(el);
    observer.disconnect();
    expect(region.textContent!.trim()).to.equal(words);
    expect(first, 'the first time: the region changed').to.be.greaterThan(0);
    expect(texts.length, 'the second time: the region changed again').to.be.greaterThan(first);
  });

  it('axe finds nothing: picked up, refused, keys shown, New game asked, lost, won', async () => {
    const el = await mountGame({ deck: WINNING_DECK });
    await expect(el).to.be.accessible();
    await click(centerOf(pileArea(el, 'hand')));
    await settle(el);
    await expect(el).to.be.accessible();
    await click(centerOf(pileArea(el, 'foundation-1')));
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part~="message"]')!.textContent).to.contain("can't start");
    await expect(el).to.be.accessible();
    pileArea(el, 'hand').focus();
    await sendKeys({ press: '?' });
    await settle(el);
    await expect(el).to.be.accessible();
    el.play({ from: 'hand', to: 'waste-1' });
    await click(centerOf(el.shadowRoot!.querySelector('.toolbar .new-game')!));
    await settle(el);
    expect(el.shadowRoot!.querySelector('.confirm')).to.not.equal(null);
    await expect(el).to.be.accessible();
    el.newGame({ deck: LOSING_DECK });
    for (const m of losingMoves()) el.play(m);
    await settle(el);
    expect(el.state!.status).to.equal('lost');
    await expect(el).to.be.accessible();
    el.setAttribute('no-animation', '');
    el.newGame({ deck: WINNING_DECK });
    for (const m of winningMoves()) el.play(m);
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part~="won-panel"]')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });
});
