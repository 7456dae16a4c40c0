import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import {
  cardPoint,
  cardsShown,
  clickMove,
  click,
  deckByRanks,
  mouseDrag,
  pileArea,
  recordEvents,
  targetPoint,
  centerOf,
  ctrl,
  doubleClick,
  settle,
} from '../helpers/game-driver.js';
import { DOWN, LOSING_DECK, SUITS, WINNING_DECK } from '../helpers/extra.js';
import { DEFAULT_VARIANT, HAND_GAME, otherVariant } from '../helpers/shapes.js';

async function mount(attrs: { variant?: string; seed?: string; deck?: string[]; autoPlay?: 'safe' | 'off'; width?: number } = {}) {
  const el = await fixture<PatienceGame>(
    html`<patience-game
      style="width: ${attrs.width ?? 460}px"
      variant=${attrs.variant ?? HAND_GAME}
      seed=${attrs.seed ?? '7'}
      .deck=${attrs.deck ?? null}
      auto-play=${attrs.autoPlay ?? 'safe'}
    ></patience-game>`,
  );
  await el.updateComplete;
  return el;
}

describe('<patience-game> a game with a hand and four waste piles', () => {
  before(() => setViewport({ width: 900, height: 1300 }));
  afterEach(() => resetMouse());

  it('deals from a seed and exposes the public state', async () => {
    const el = await mount({ seed: '42' });
    const s = el.state!;
    expect(s.variant).to.equal(HAND_GAME);
    expect(s.seed).to.equal('42');
    expect(s.status).to.equal('playing');
    expect(Object.keys(s.piles)).to.have.members([
      'stock',
      'hand',
      'foundation-1',
      'foundation-2',
      'foundation-3',
      'foundation-4',
      'waste-1',
      'waste-2',
      'waste-3',
      'waste-4',
    ]);
    const all = Object.values(s.piles).flatMap((p) => p.cards);
    expect(new Set(all).size).to.equal(52);
    expect(s.piles.stock.faceDown).to.equal(s.piles.stock.cards.length);
    // Same seed, same deal, in a second element.
    const other = await mount({ seed: '42' });
    expect(JSON.stringify(other.state)).to.equal(JSON.stringify(s));
  });

  it('without a seed deals a random one, readable afterwards', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game></patience-game>`);
    expect(el.seed).to.be.a('string').and.match(/^\d+$/);
    expect(el.state!.seed).to.equal(el.seed);
  });

  it('wins a whole game with real mouse clicks, events in order, exactly one patience-win', async () => {
    const log = recordEvents(document);
    const el = await mount({ deck: WINNING_DECK, autoPlay: 'off' });
    expect(log.types).to.deep.equal(['patience-deal']);
    expect(el.state!.piles.hand.cards).to.deep.equal(['KC']);
    // 48 placements: each card on the waste pile of its suit.
    for (const code of deckByRanks(DOWN)) {
      expect(el.state!.piles.hand.cards).to.deep.equal([code]);
      await clickMove(el, 'hand', `waste-${SUITS.indexOf(code[1]) + 1}`);
    }
    // The aces, from the hand, each to the first empty foundation.
    for (let i = 0; i < 4; i++) await clickMove(el, 'hand', `foundation-${i + 1}`);
    // Then every waste top, rank by rank.
    for (let rank = 2; rank <= 13; rank++) {
      for (let s = 0; s < 4; s++) await clickMove(el, `waste-${s + 1}`, `foundation-${s + 1}`);
    }
    await log.stop();
    expect(el.state!.status).to.equal('won');
    expect(log.types.filter((t) => t === 'patience-win')).to.have.length(1);
    expect(log.types.filter((t) => t === 'patience-loss')).to.have.length(0);
    expect(log.types.filter((t) => t === 'patience-invalid-move')).to.have.length(0);
    expect(log.types).to.deep.equal(['patience-deal', ...Array(100).fill('patience-move'), 'patience-win']);
    const win = log.details.at(-1) as { variant: string; seed: null; moves: number; elapsedMs: number };
    expect(win.variant).to.equal(HAND_GAME);
    expect(win.seed).to.equal(null);
    expect(win.moves).to.equal(100);
    expect(win.elapsedMs).to.be.a('number').and.be.greaterThan(0);
    const firstMove = log.details[1] as { move: { from: string; to: string; cards: string[] }; auto: boolean; moves: number };
    expect(firstMove).to.deep.equal({ move: { from: 'hand', to: 'waste-1', cards: ['KC'] }, auto: false, moves: 1 });
    expect(cardsShown(el, 'foundation-1').at(-1)!.getAttribute('card')).to.equal('KC');
    // Nothing more happens after the win: no second win event.
    expect(el.undo()).to.equal(true);
    expect(el.state!.status).to.equal('playing');
  });

  it('loses a game and reports exactly one patience-loss (automatic play on)', async () => {
    const el = await mount({ deck: LOSING_DECK });
    const log = recordEvents(el);
    for (let i = 0; i < 48; i++) await clickMove(el, 'hand', i < 24 ? 'waste-1' : 'waste-2');
    await log.stop();
    expect(el.state!.status).to.equal('lost');
    // The aces went up by themselves (automatic, safe), then nothing could move.
    expect(el.state!.piles['foundation-1'].cards).to.deep.equal(['AC']);
    const autos = log.details.filter((d, i) => log.types[i] === 'patience-move' && (d as { auto: boolean }).auto);
    expect(autos).to.have.length(4);
    expect(log.types.filter((t) => t === 'patience-loss')).to.have.length(1);
    expect(log.types.at(-1)).to.equal('patience-loss');
    expect(log.types.filter((t) => t === 'patience-win')).to.have.length(0);
    const loss = log.details.at(-1) as { reason: string; moves: number };
    expect(loss.reason).to.equal('the stock is used up and no card can be played');
    expect(loss.moves).to.equal(52);
    // Undoing and replaying the end does not report the loss again.
    expect(el.undo()).to.equal(true);
    expect(el.state!.status).to.equal('playing');
    await el.updateComplete;
    const again = recordEvents(el);
    expect(el.redo()).to.equal(true);
    await el.updateComplete;
    await again.stop();
    expect(again.types).to.deep.equal(['patience-redo']);
  });

  it('refuses an illegal click-move visibly and changes nothing', async () => {
    const el = await mount({ deck: WINNING_DECK });
    const before = JSON.stringify(el.state);
    const log = recordEvents(el);
    await clickMove(el, 'hand', 'foundation-2'); // a king cannot start a foundation
    await log.stop();
    expect(JSON.stringify(el.state)).to.equal(before);
    expect(log.types).to.deep.equal(['patience-invalid-move']);
    const d = log.details[0] as { move: { from: string; to: string }; reason: string; code: string };
    expect(d.move).to.deep.equal({ from: 'hand', to: 'foundation-2' });
    expect(d.code).to.equal('foundation-base');
    // The reason is the sentence the player reads: suit symbols and pile names, no codes or ids.
    expect(d.reason).to.equal("K♣ can't start a foundation: foundations start with an ace.");
    const message = el.shadowRoot!.querySelector('[part~="message"]')!;
    expect(message.textContent).to.contain(d.reason);
    expect(message.hasAttribute('hidden')).to.equal(false);
  });

  it("a refused move's message goes with the player's next action: a pick-up, a put-down, Escape", async () => {
    const el = await mount({ deck: WINNING_DECK });
    const message = () => el.shadowRoot!.querySelector('[part~="message"]')?.textContent?.trim() ?? '';
    const refuse = async () => {
      await clickMove(el, 'hand', 'foundation-2'); // a king cannot start a foundation
      await el.updateComplete;
      expect(message()).to.contain("can't start a foundation");
    };
    // Picking up a card.
    await refuse();
    await click(cardPoint(el, 'hand'));
    await settle(el);
    expect(message(), 'after a pick-up').to.equal('');
    // Putting it down again (a second click on it).
    await click(cardPoint(el, 'hand'));
    await settle(el);
    await refuse();
    await click(cardPoint(el, 'hand'));
    await settle(el);
    await click(cardPoint(el, 'hand'));
    await settle(el);
    expect(message(), 'after a pick-up and a put-down').to.equal('');
    // Escape, with nothing picked up (the focus is on the board, where the refused card went back).
    await refuse();
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(message(), 'after Escape').to.equal('');
    expect(el.state!.piles.hand.cards).to.deep.equal(['KC']);
  });

  it('drags a card with the real mouse, and slides an illegal drop back', async () => {
    const el = await mount({ deck: WINNING_DECK });
    await mouseDrag(el, cardPoint(el, 'hand'), targetPoint(el, 'waste-3'));
    expect(el.state!.piles['waste-3'].cards).to.deep.equal(['KC']);
    expect(el.state!.piles.hand.cards).to.deep.equal(['KD']);
    const log = recordEvents(el);
    await mouseDrag(el, cardPoint(el, 'hand'), targetPoint(el, 'foundation-1'));
    await log.stop();
    expect(log.types).to.deep.equal(['patience-invalid-move']);
    expect(el.state!.piles.hand.cards).to.deep.equal(['KD']);
    await new Promise((r) => setTimeout(r, 250));
    const card = cardsShown(el, 'hand')[0];
    expect(card.style.transform).to.equal('');
  });

  it('sends a card to a foundation on a real double-click', async () => {
    // Aces first: with automatic play off an ace waits in the hand.
    const el = await mount({ deck: ['AS', ...WINNING_DECK.filter((c) => c !== 'AS')], autoPlay: 'off' });
    expect(el.state!.piles.hand.cards).to.deep.equal(['AS']);
    const log = recordEvents(el);
    await doubleClick(cardPoint(el, 'hand'));
    await el.updateComplete;
    await log.stop();
    expect(el.state!.piles['foundation-1'].cards).to.deep.equal(['AS']);
    expect(log.types).to.deep.equal(['patience-move']);
  });

  it('plays safe cards automatically, grouped with the move that allowed them', async () => {
    // Hand: 2C first, then AC. With 2C on a waste pile, AC goes up, then 2C? Not safe until all four aces are up.
    const deck = ['2C', 'AC', 'AD', 'AH', 'AS', ...deckByRanks(DOWN.slice(0, 11)), '2D', '2H', '2S'];
    const el = await mount({ deck });
    const log = recordEvents(el);
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete; // events after the fact are dispatched once the update is done
    await log.stop();
    // AC, AD, AH, AS are dealt in turn and each goes up by itself; then 2C on waste-1 is safe.
    const moves = log.details.filter((_, i) => log.types[i] === 'patience-move') as { move: { cards: string[] }; auto: boolean }[];
    expect(moves.map((m) => `${m.move.cards[0]}${m.auto ? '*' : ''}`)).to.deep.equal(['2C', 'AC*', 'AD*', 'AH*', 'AS*', '2C*']);
    expect(el.state!.piles['waste-1'].cards).to.deep.equal([]);
    // One undo takes the whole turn back.
    expect(el.undo()).to.equal(true);
    expect(el.state!.piles.hand.cards).to.deep.equal(['2C']);
    expect(el.state!.piles['foundation-1'].cards).to.deep.equal([]);
    expect(el.state!.moves).to.equal(0);
  });

  it('has Undo, Redo and New game buttons, and Ctrl+Z / Ctrl+Y', async () => {
    const el = await mount({ seed: '3' });
    const start = JSON.stringify(el.state);
    const button = (name: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`.toolbar .${name}`)!;
    expect(button('undo').disabled).to.equal(true);
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const after = JSON.stringify(el.state);
    expect(button('undo').disabled).to.equal(false);
    await click(centerOf(button('undo')));
    await el.updateComplete;
    expect(JSON.stringify(el.state)).to.equal(start);
    await click(centerOf(button('redo')));
    await el.updateComplete;
    expect(JSON.stringify(el.state)).to.equal(after);
    pileArea(el, 'waste-1').focus();
    await ctrl('z');
    await el.updateComplete;
    expect(JSON.stringify(el.state)).to.equal(start);
    await ctrl('y');
    await el.updateComplete;
    expect(JSON.stringify(el.state)).to.equal(after);
    const log = recordEvents(el);
    await click(centerOf(button('new-game')));
    await el.updateComplete;
    // A move was made: New game asks first, in place, and deals only when confirmed.
    expect(log.types).to.deep.equal([]);
    const confirm = el.shadowRoot!.querySelector('.confirm')!;
    expect(confirm.textContent).to.contain('count as lost');
    await click(centerOf(confirm.querySelector('button.yes')!));
    await el.updateComplete;
    await log.stop();
    // A new random deal; safe cards the deal exposes (an ace in the hand) go up by themselves.
    expect(log.types[0]).to.equal('patience-deal');
    expect(log.details.slice(1).every((d, i) => log.types[i + 1] === 'patience-move' && (d as { auto: boolean }).auto)).to.equal(true);
    expect(el.canUndo).to.equal(false);
    expect(el.history.every((m) => m.auto)).to.equal(true);
    expect(el.seed).to.not.equal('3');
  });

  it('plays by keyboard alone: Enter picks up the hand card, arrows move, Enter drops it', async () => {
    const el = await mount({ deck: WINNING_DECK });
    pileArea(el, 'hand').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(pileArea(el, 'hand').textContent).to.contain('picked up');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const placed = Object.entries(el.state!.piles).filter(([id, p]) => id.startsWith('waste-') && p.cards.length === 1);
    expect(placed.map(([, p]) => p.cards[0])).to.deep.equal(['KC']);
    await ctrl('z');
    expect(el.state!.piles.hand.cards).to.deep.equal(['KC']);
  });

  it('names piles and cards for screen readers and announces moves', async () => {
    const el = await mount({ deck: WINNING_DECK });
    expect(pileArea(el, 'hand').querySelector('.visually-hidden')!.textContent).to.equal('Hand, 1 card, top: king of clubs');
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const live = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(live.getAttribute('aria-live')).to.equal('polite');
    expect(live.textContent).to.contain('King of clubs from the hand to waste pile 1.');
    await expect(el).to.be.accessible();
  });
});

describe('<patience-game> bad input', () => {
  for (const when of ['at the first deal', 'later']) {
    it(`after a refused variant ${when}: a new seed or deck deals the variant on the table, and a bad one is reported as such`, async () => {
      const el =
        when === 'later'
          ? await fixture<PatienceGame>(
              html`<patience-game variant=${otherVariant(DEFAULT_VARIANT)} seed="42" no-animation></patience-game>`,
            )
          : await fixture<PatienceGame>(html`<patience-game variant="no-such-game" seed="42" no-animation></patience-game>`);
      const errors: string[] = [];
      el.addEventListener('patience-error', (e) => errors.push(e.detail.code));
      if (when === 'later') {
        el.setAttribute('variant', 'no-such-game');
        await el.updateComplete;
        expect(errors).to.deep.equal(['unknown-variant']);
        errors.length = 0;
      }
      const onTable = el.variant;
      expect(onTable).to.equal(when === 'later' ? otherVariant(DEFAULT_VARIANT) : DEFAULT_VARIANT);
      const deals: string[] = [];
      el.addEventListener('patience-deal', (e) => deals.push(`${e.detail.variant}/${e.detail.seed}`));
      el.setAttribute('seed', '7');
      await el.updateComplete;
      expect(deals).to.deep.equal([`${onTable}/7`]);
      el.setAttribute('seed', 'a\uD800');
      await el.updateComplete;
      expect(errors).to.deep.equal(['bad-seed']);
      el.setAttribute('deck', 'AS AS');
      await el.updateComplete;
      expect(errors).to.deep.equal(['bad-seed', 'bad-deck']);
      expect(`${el.variant}/${el.seed}`).to.equal(`${onTable}/7`);
      expect(el.getAttribute('variant')).to.equal('no-such-game');
    });
  }

  it('unknown variant: patience-error, and the game on screen stays', async () => {
    const el = await mount({ seed: '5' });
    const before = JSON.stringify(el.state);
    const log = recordEvents(el);
    el.setAttribute('variant', 'klondike');
    await el.updateComplete;
    await log.stop();
    expect(log.types).to.deep.equal(['patience-error']);
    const d = log.details[0] as { code: string; message: string };
    expect(d.code).to.equal('unknown-variant');
    expect(d.message).to.contain('"klondike"');
    expect(JSON.stringify(el.state)).to.equal(before);
    expect(el.variant).to.equal(HAND_GAME);
  });

  it('bad deck (attribute, property, newGame): patience-error naming the card, game kept', async () => {
    const el = await mount({ seed: '5' });
    const before = JSON.stringify(el.state);
    const log = recordEvents(el);
    const dup = [...WINNING_DECK.slice(0, 51), 'KC'];
    el.setAttribute('deck', dup.join(','));
    await el.updateComplete;
    el.deck = [...WINNING_DECK.slice(0, 51), '1X'];
    await el.updateComplete;
    expect(el.newGame({ deck: WINNING_DECK.slice(1) })).to.equal(false);
    await log.stop();
    expect(log.types).to.deep.equal(['patience-error', 'patience-error', 'patience-error']);
    const messages = (log.details as { code: string; message: string }[]).map((d) => `${d.code}: ${d.message}`);
    expect(messages[0]).to.match(/^bad-deck: .*duplicate KC.*missing AS/);
    expect(messages[1]).to.match(/^bad-deck: .*unknown card "1X"/);
    expect(messages[2]).to.match(/^bad-deck: .*missing KC/);
    expect(JSON.stringify(el.state)).to.equal(before);
    expect(el.deck).to.equal(null);
    expect(el.seed).to.equal('5');
  });

  it('bad seed and bad saved games: patience-error, game kept', async () => {
    const el = await mount({ seed: '5' });
    el.play({ from: 'hand', to: 'waste-1' });
    const before = JSON.stringify(el.state);
    const good = el.serialize();
    await el.updateComplete;
    const log = recordEvents(el);
    expect(el.newGame({ seed: '' })).to.equal(false);
    el.restore('not a save');
    el.restore(good.slice(0, -3)); // truncated
    el.restore(good.replace('PE1', 'PE9')); // a future version
    el.restore(good.replace(`v=${HAND_GAME}`, 'v=klondike'));
    await log.stop();
    expect((log.details as { code: string }[]).map((d) => d.code)).to.deep.equal([
      'bad-seed',
      'bad-save',
      'bad-save',
      'bad-save',
      'bad-save',
    ]);
    expect(JSON.stringify(el.state)).to.equal(before);
    el.restore(good);
    expect(JSON.stringify(el.state)).to.equal(before);
  });

  it('an unknown variant on the first render reports the error and still deals a game', async () => {
    const log = recordEvents(document);
    const el = await fixture<PatienceGame>(html`<patience-game variant="nope" seed="9"></patience-game>`);
    await log.stop();
    expect(log.types).to.deep.equal(['patience-error', 'patience-deal']);
    expect(el.state!.variant).to.equal(DEFAULT_VARIANT);
    expect(el.state!.seed).to.equal('9');
  });

  it('refuses malformed moves from the API with a reason', async () => {
    const el = await mount();
    const log = recordEvents(el);
    expect(el.play({ from: 'waste-9', to: 'foundation-1' })).to.equal(false);
    expect(el.play({ from: 'foundation-1', to: 'waste-1' })).to.equal(false);
    expect(el.play({ from: 'waste-1', to: 'waste-2' })).to.equal(false);
    await el.updateComplete;
    await log.stop();
    const details = log.details as { reason: string; code: string }[];
    expect(details.map((d) => d.code)).to.deep.equal(['no-such-pile', 'foundation-keeps', 'wrong-source']);
    expect(details.map((d) => d.reason)).to.deep.equal([
      'There is no such pile in this game.',
      'Cards on a foundation stay there.',
      'Waste pile 2 takes cards only from the hand.',
    ]);
  });

  it('play() with no move at all: patience-error bad-argument naming what it got, no refusal, the game stays', async () => {
    const el = await mount();
    const before = el.serialize();
    const log = recordEvents(el);
    const play = el.play.bind(el) as (m: unknown) => boolean;
    expect(play(null)).to.equal(false);
    expect(play('hand')).to.equal(false);
    expect(play({ from: 3, to: 'waste-1' })).to.equal(false);
    await el.updateComplete;
    await log.stop();
    expect(log.types.join(' ')).to.equal('patience-error patience-error patience-error');
    const details = log.details as { code: string; message: string }[];
    expect(details.map((d) => d.code).join(' ')).to.equal('bad-argument bad-argument bad-argument');
    expect(details[0].message).to.match(/^play\(\) takes .* got null$/);
    expect(details[1].message).to.match(/got "hand"$/);
    expect(details[2].message).to.match(/got \{ from: 3, to: "waste-1" \}$/);
    expect(el.serialize()).to.equal(before);
  });
});

describe('two games on one page', () => {
  it('do not affect each other', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div>
        <patience-game style="width: 420px" variant=${HAND_GAME} seed="1"></patience-game>
        <patience-game style="width: 420px" variant=${HAND_GAME} seed="1"></patience-game>
      </div>`,
    );
    const [a, b] = [...wrap.querySelectorAll('patience-game')];
    await a.updateComplete;
    await b.updateComplete;
    const bBefore = JSON.stringify(b.state);
    const fromB = recordEvents(b);
    await clickMove(a, 'hand', 'waste-2');
    expect(a.state!.piles['waste-2'].cards).to.have.length(1);
    expect(JSON.stringify(b.state)).to.equal(bBefore);
    // Keyboard undo in one game leaves the other alone.
    b.play({ from: 'hand', to: 'waste-4' });
    const bAfter = JSON.stringify(b.state);
    pileArea(a, 'waste-2').focus();
    await ctrl('z');
    expect(a.state!.piles['waste-2'].cards).to.have.length(0);
    expect(JSON.stringify(b.state)).to.equal(bAfter);
    await fromB.stop();
    // b heard only its own move(s): none of a's moves, and not a's undo.
    expect(fromB.types.every((t) => t === 'patience-move')).to.equal(true);
    expect(fromB.types.length).to.equal(b.state!.moves);
  });
});
