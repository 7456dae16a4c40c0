/**
 * Plain words (issue #7): everything a person sees or hears speaks as a player does (ranks and suit
 * symbols or names, "Waste pile 2"); card codes and pile ids stay in events and the API. The loss
 * reason is true for every variant; a win is one short sentence; foundation cards stay put; New game
 * mid-game asks first, in place.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { greedyPlay } from '../../src/engine/solver.js';
import { variants } from '../../src/variants/index.js';
import { centerOf, click, clickMove, pileArea, recordEvents, settle } from '../helpers/game-driver.js';
import { LOSING_DECK, WINNING_DECK, losingMoves, mountGame, winningMoves } from '../helpers/extra.js';
import { CODES, allText } from '../helpers/checks.js';
import { winningGames } from '../fixtures/winning-games.js';
import { lostGames } from '../fixtures/lost-games.js';
import { CYCLING_GAME, HAND_GAME, LOCKING_GAME, TABLEAU_GAME } from '../helpers/shapes.js';

/**
 * One game of each kind of table (test/helpers/shapes.ts): a hand and waste piles; a hand and
 * foundations that lock a suit, each with its own base (their captions and locks); a tableau with
 * face-down cards, a stock and a waste.
 */
const VARIANTS = [HAND_GAME, LOCKING_GAME, TABLEAU_GAME];
const live = (el: PatienceGame) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();

/** A small deterministic random number generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('plain words', () => {
  before(() => setViewport({ width: 1000, height: 1400 }));
  afterEach(() => resetMouse());

  for (const [k, variant] of VARIANTS.entries()) {
    it(`${variant}: across a whole random game no text shown or said has a card code or pile id`, async () => {
      const el = await mountGame({ variant, seed: String(11 + k), width: 760 });
      const rand = random(7 + k);
      const seen = new Set<string>();
      const look = async (): Promise<void> => {
        await settle(el);
        for (const t of allText(el)) seen.add(t);
      };
      await look();
      for (let i = 0; i < 400 && el.state!.status === 'playing'; i++) {
        const moves = el.legalMoves();
        if (moves.length === 0) break;
        const r = rand();
        if (r < 0.08) {
          // A refusal: a move that is not legal (the notice and the live region say why).
          const ids = Object.keys(el.state!.piles);
          el.play({ from: ids[Math.floor(rand() * ids.length)], to: ids[Math.floor(rand() * ids.length)] });
        } else if (r < 0.14) {
          // Pick up with the keyboard, then put down (the names say "picked up").
          const m = moves[Math.floor(rand() * moves.length)];
          pileArea(el, m.from).focus();
          await sendKeys({ press: 'Enter' });
          await look();
          await sendKeys({ press: 'Escape' });
        } else if (r < 0.18 && el.canUndo) {
          el.undo();
          await look();
          el.redo();
        } else {
          el.play(moves[Math.floor(rand() * moves.length)]);
        }
        await look();
      }
      expect(el.state!.status, 'the game ended').to.not.equal('playing');
      const bad = [...seen].filter((t) => CODES.test(t));
      expect(bad, 'texts with a card code or pile id').to.deep.equal([]);
      expect(seen.size).to.be.greaterThan(50);
    });
  }

  it(`a tableau game (${TABLEAU_GAME}), deal 42 played greedily, is lost with only moves between tableau piles left, and says so`, async () => {
    const greedy = greedyPlay(variants[TABLEAU_GAME], '42');
    expect(greedy.won).to.equal(false);
    const el = await mountGame({ variant: TABLEAU_GAME, seed: '42', autoPlay: 'off', width: 800 });
    const log = recordEvents(el);
    for (const m of greedy.moves) expect(el.play(m), JSON.stringify(m)).to.equal(true);
    await log.stop();
    expect(el.state!.status).to.equal('lost');
    const loss = log.details.at(-1) as { reason: string };
    expect(log.types.at(-1)).to.equal('patience-loss');
    expect(loss.reason).to.equal('the stock is used up and only moves between tableau piles are left');
    const message = el.shadowRoot!.querySelector('[part~="message"]')!.textContent!;
    expect(message).to.contain('No more moves: the stock is used up and only moves between tableau piles are left.');
    expect(live(el)).to.contain('only moves between tableau piles are left');
  });

  it(`a hand game (${HAND_GAME}) lost: "no card can be played"`, async () => {
    const el = await mountGame({ deck: LOSING_DECK });
    for (const m of losingMoves()) el.play(m);
    await settle(el);
    expect(el.state!.status).to.equal('lost');
    expect(el.shadowRoot!.querySelector('[part~="message"]')!.textContent).to.contain(
      'No more moves: the stock is used up and no card can be played.',
    );
  });

  it('a win is announced in one short sentence', async () => {
    const el = await mountGame({ variant: HAND_GAME, deck: WINNING_DECK });
    for (const m of winningMoves()) el.play(m);
    await settle(el);
    expect(el.state!.status).to.equal('won');
    expect(live(el)).to.match(/^You won in \d+ moves and \d+:\d\d\.$/);
  });

  it('foundations locked to a suit: a win is one short sentence too (it was 1,883 characters, "You won!" at the end), and a loss says why', async () => {
    const won = winningGames[LOCKING_GAME];
    const el = await mountGame({ variant: LOCKING_GAME, deck: won.deck, width: 800 });
    for (const m of won.moves) expect(el.play(m), JSON.stringify(m)).to.equal(true);
    await settle(el);
    expect(el.state!.status).to.equal('won');
    expect(live(el)).to.match(/^You won in \d+ moves and \d+:\d\d\.$/);
    const lost = lostGames[LOCKING_GAME];
    const el2 = await mountGame({ variant: LOCKING_GAME, deck: lost.deck, width: 800 });
    for (const m of lost.moves) expect(el2.play(m), JSON.stringify(m)).to.equal(true);
    await settle(el2);
    expect(el2.state!.status).to.equal('lost');
    expect(el2.shadowRoot!.querySelector('[part~="message"]')!.textContent).to.contain(
      'No more moves: the stock is used up and no card can be played.',
    );
    expect(live(el2)).to.contain('the stock is used up and no card can be played');
  });

  it('a lost game whose stock can still be redealt: the reason says going round the stock is what is left', async () => {
    const lost = lostGames[CYCLING_GAME];
    const el = await mountGame({ variant: CYCLING_GAME, deck: lost.deck, width: 900 });
    const log = recordEvents(el, ['patience-loss']);
    for (const m of lost.moves) expect(el.play(m), JSON.stringify(m)).to.equal(true);
    await settle(el);
    await log.stop();
    expect(el.state!.status).to.equal('lost');
    expect(el.state!.piles.stock.cards.length, 'the stock is empty').to.equal(0);
    expect(el.state!.piles.waste.cards.length, 'the waste can be redealt').to.be.greaterThan(0);
    const reason = (log.details[log.types.indexOf('patience-loss')] as { reason: string }).reason;
    expect(reason).not.to.contain('the stock is used up');
    expect(reason).to.equal('going round the stock and moving cards between piles lead to no other play');
    expect(el.shadowRoot!.querySelector('[part~="message"]')!.textContent).to.contain(`No more moves: ${reason}.`);
  });

  it('a refusal reads like a person: "3♦ can\'t start a foundation: foundations start with an ace."', async () => {
    const deck = ['3D', ...WINNING_DECK.filter((c) => c !== '3D')];
    const el = await mountGame({ deck });
    const log = recordEvents(el);
    await clickMove(el, 'hand', 'foundation-1');
    await log.stop();
    const d = log.details[0] as { reason: string; code: string; move: { from: string; to: string } };
    expect(d).to.deep.equal({
      move: { from: 'hand', to: 'foundation-1' },
      reason: "3♦ can't start a foundation: foundations start with an ace.",
      code: 'foundation-base',
    });
    expect(el.shadowRoot!.querySelector('[part~="message"]')!.textContent!.trim()).to.equal(d.reason);
    // Said with the card's name.
    expect(live(el)).to.equal("Three of diamonds can't start a foundation: foundations start with an ace.");
  });

  it('a card on a foundation cannot be picked up', async () => {
    const el = await mountGame({ deck: ['AS', ...WINNING_DECK.filter((c) => c !== 'AS')], autoPlay: 'off' });
    el.play({ from: 'hand', to: 'foundation-1' });
    await settle(el);
    await click(centerOf(pileArea(el, 'foundation-1')));
    await settle(el);
    expect(pileArea(el, 'foundation-1').textContent).to.not.contain('picked up');
    expect(el.shadowRoot!.querySelector('[part~="message"]')!.textContent).to.contain('Cards on a foundation stay there.');
    // Nor dragged: it stays where it is.
    const card = pileArea(el, 'foundation-1').querySelector('[part~="card"]')!;
    expect(card.hasAttribute('movable')).to.equal(false);
  });

  it('New game during a game asks first, in place; newGame() does not', async () => {
    const el = await mountGame({ seed: '8' });
    el.play(el.legalMoves()[0]);
    await settle(el);
    const log = recordEvents(el, ['patience-stats']);
    const button = el.shadowRoot!.querySelector<HTMLElement>('.toolbar .new-game')!;
    await click(centerOf(button));
    await settle(el);
    const confirm = el.shadowRoot!.querySelector('.confirm')!;
    expect(confirm.textContent).to.contain('Start a new game? This one will count as lost.');
    // "Keep playing": nothing happens, focus goes back to New game.
    await click(centerOf(confirm.querySelector('button.no')!));
    await settle(el);
    expect(el.shadowRoot!.querySelector('.confirm')).to.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal(button);
    expect(el.state!.seed).to.equal('8');
    // The API deals at once.
    expect(el.newGame({ seed: '9' })).to.equal(true);
    await log.stop();
    expect(log.types).to.deep.equal(['patience-stats', 'patience-deal']);
    // A game with no move yet: the button deals at once too.
    await click(centerOf(button));
    await settle(el);
    expect(el.shadowRoot!.querySelector('.confirm')).to.equal(null);
    expect(el.state!.seed).to.not.equal('9');
  });
});
