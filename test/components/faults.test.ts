/**
 * Faults a page can throw at the game (issue #12): storage that fails part-way or is missing, seeds
 * that must come back exactly, text that is not well-formed, oversized input, and attribute values
 * the game does not take. Each time the game on the table stays whole and the page hears one short
 * `patience-error`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame, PatienceErrorDetail } from '../../src/index.js';
import { recordEvents, settle } from '../helpers/game-driver.js';
import { freshKey } from '../helpers/extra.js';
import { HAND_GAME, otherVariant } from '../helpers/shapes.js';

/** The game a variant switch goes to and back from (any game other than HAND_GAME). */
const OTHER = otherVariant(HAND_GAME);

async function mount(attrs: { seed?: string; persist?: string; variant?: string; autoPlay?: string } = {}): Promise<PatienceGame> {
  const el = await fixture<PatienceGame>(
    html`<patience-game
      style="width: 600px"
      no-animation
      variant=${attrs.variant ?? HAND_GAME}
      seed=${attrs.seed ?? '42'}
      auto-play=${attrs.autoPlay ?? 'safe'}
      persist=${attrs.persist ?? ''}
    ></patience-game>`,
  );
  await el.updateComplete;
  return el;
}

const keys: string[] = [];
function key(): string {
  const k = freshKey();
  keys.push(k);
  return k;
}
after(() => {
  for (const k of keys) for (const name of Object.keys(localStorage)) if (name.startsWith(`${k}:`)) localStorage.removeItem(name);
});

/** Every `patience-error` detail that reaches `target` until `stop()`. */
function errorsOn(target: EventTarget): { list: PatienceErrorDetail[]; stop(): void } {
  const list: PatienceErrorDetail[] = [];
  const on = (e: Event): void => void list.push((e as CustomEvent<PatienceErrorDetail>).detail);
  target.addEventListener('patience-error', on);
  return { list, stop: () => target.removeEventListener('patience-error', on) };
}

function playSome(el: PatienceGame, n: number): void {
  for (let i = 0; i < n; i++) expect(el.play(el.legalMoves()[i % el.legalMoves().length])).to.equal(true);
}

describe('storage that fails part-way', () => {
  it('quota full after 3 saves: a variant switch and back resumes the newest game, not the stale stored copy', async () => {
    const k = key();
    const proto = Storage.prototype;
    const setItem = proto.setItem;
    let saves = 0;
    proto.setItem = function (this: Storage, name: string, value: string): void {
      if (name.startsWith(`${k}:`) && ++saves > 3) throw new DOMException('quota', 'QuotaExceededError');
      setItem.call(this, name, value);
    };
    const errors = errorsOn(document);
    try {
      const el = await mount({ persist: k });
      playSome(el, 8);
      const newest = JSON.stringify(el.state);
      expect(saves).to.be.greaterThan(3);
      el.variant = OTHER;
      await el.updateComplete;
      el.play(el.legalMoves()[0]);
      el.variant = HAND_GAME;
      await el.updateComplete;
      expect(JSON.stringify(el.state)).to.equal(newest);
      expect(el.history.filter((m) => !m.auto)).to.have.length(8);
      el.variant = OTHER;
      await el.updateComplete;
      expect(el.state!.moves).to.be.greaterThan(0); // the other game, resumed from memory too
    } finally {
      proto.setItem = setItem;
      errors.stop();
    }
    expect(errors.list.map((e) => e.code)).to.deep.equal(['storage']);
    expect(errors.list[0].message).to.contain('QuotaExceededError');
    expect(errors.list[0].message.length).to.be.at.most(300);
  });

  it('localStorage undefined: one patience-error (storage), and play goes on', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined });
    const errors = errorsOn(document);
    try {
      expect(window.localStorage).to.equal(undefined);
      const el = await mount({ persist: key() });
      playSome(el, 3);
      el.newGame({ seed: '8' });
      playSome(el, 2);
      await settle(el);
      expect(el.stats).to.include({ played: 1, lost: 1 });
      el.variant = OTHER;
      await el.updateComplete;
      el.variant = HAND_GAME;
      await el.updateComplete;
      expect(el.state!.seed).to.equal('8'); // resumed from memory
      expect(el.state!.moves).to.be.greaterThan(0);
    } finally {
      Object.defineProperty(window, 'localStorage', original);
      errors.stop();
    }
    expect(errors.list.map((e) => e.code)).to.deep.equal(['storage']);
    expect(errors.list[0].message).to.contain('not available');
  });

  it('a stored record with several inconsistent entries: one patience-error (storage) naming them, the good ones kept', async () => {
    const k = key();
    const good = { played: 4, won: 1, lost: 3, currentStreak: 0, bestStreak: 1, bestMoves: 80, bestTimeMs: 60000 };
    const bad = Object.fromEntries(['v1', 'v2', 'v3', 'v4', 'v5'].map((v) => [v, { played: 'x', won: -5 }]));
    localStorage.setItem(`${k}:stats`, JSON.stringify({ ...bad, [OTHER]: good }));
    const errors = errorsOn(document);
    const el = await mount({ persist: k });
    playSome(el, 1);
    el.newGame({ seed: '8' }); // the game left counts: the record is read and written
    await settle(el);
    errors.stop();
    expect(errors.list.map((e) => e.code)).to.deep.equal(['storage']);
    expect(errors.list[0].message).to.contain('v1').and.to.contain('v5');
    expect(el.allStats[OTHER]).to.deep.equal(good);
    expect(el.stats).to.include({ played: 1, lost: 1 });
  });

  it('without persist, a missing localStorage is never mentioned', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined });
    const errors = errorsOn(document);
    try {
      const el = await mount();
      playSome(el, 2);
      el.newGame();
      await settle(el);
    } finally {
      Object.defineProperty(window, 'localStorage', original);
      errors.stop();
    }
    expect(errors.list).to.deep.equal([]);
  });
});

describe('seeds round-trip exactly through every format', () => {
  const SEEDS = [' 7', '7 ', '\t7', 'a\nb', '"7"', 'seed: 5', '# 7', 'a;b=c', '%41', 'é☃𝄞', '\u00a07', 'x'.repeat(200)];
  for (const seed of SEEDS) {
    it(`${JSON.stringify(seed)}: attribute, property, serialize/restore, historyText/restore, persist`, async () => {
      const k = key();
      const el = await mount({ persist: k, seed });
      expect(el.seed).to.equal(seed);
      expect(el.state!.seed).to.equal(seed);
      playSome(el, 3);
      const state = JSON.stringify(el.state);
      const probe = await mount({ seed: '1' });
      probe.restore(el.serialize());
      expect(probe.state!.seed).to.equal(seed);
      expect(JSON.stringify(probe.state)).to.equal(state);
      probe.restore(el.historyText);
      expect(probe.state!.seed).to.equal(seed);
      expect(JSON.stringify(probe.state)).to.equal(state);
      probe.remove();
      const reloaded = await fixture<PatienceGame>(html`<patience-game variant=${HAND_GAME} persist=${k} no-animation></patience-game>`);
      expect(reloaded.state!.seed).to.equal(seed);
      expect(JSON.stringify(reloaded.state)).to.equal(state);
      reloaded.remove();
      const bySeed = await fixture<PatienceGame>(
        html`<patience-game variant=${HAND_GAME} persist=${k} seed=${seed} no-animation></patience-game>`,
      );
      expect(JSON.stringify(bySeed.state), 'resumed when the same seed is asked for').to.equal(state);
    });
  }

  it("' 7' is not '7': another deal", async () => {
    const a = await mount({ seed: ' 7' });
    const b = await mount({ seed: '7' });
    expect(JSON.stringify(a.state!.piles)).to.not.equal(JSON.stringify(b.state!.piles));
  });
});

describe('seeds and text must be well-formed', () => {
  for (const way of ['newGame()', 'seed property', 'seed attribute'] as const) {
    it(`a seed with a lone surrogate by ${way}: bad-seed, and the game stays (serialize() still works)`, async () => {
      const el = await mount({ persist: key() });
      playSome(el, 2);
      const before = JSON.stringify(el.state);
      const save = el.serialize();
      await settle(el);
      const log = recordEvents(el);
      if (way === 'newGame()') expect(el.newGame({ seed: 'a\uD800' })).to.equal(false);
      else if (way === 'seed property') el.seed = 'a\uD800';
      else el.setAttribute('seed', 'a\uD800');
      await settle(el);
      await log.stop();
      expect(log.types).to.deep.equal(['patience-error']);
      const detail = log.details[0] as PatienceErrorDetail;
      expect(detail.code).to.equal('bad-seed');
      expect(detail.message).to.contain('surrogate').and.to.contain('\\ud800');
      expect(JSON.stringify(el.state)).to.equal(before);
      expect(el.serialize()).to.equal(save);
      expect(el.seed).to.equal('42');
      // And later calls still work.
      playSome(el, 1);
      expect(() => el.serialize()).to.not.throw();
    });
  }

  it('a persist key that is not well-formed text: bad-attribute, the game is not saved under it', async () => {
    const errors = errorsOn(document);
    const el = await fixture<PatienceGame>(html`<patience-game persist=${'k\uDC00'} seed="3" no-animation></patience-game>`);
    await settle(el);
    errors.stop();
    expect(errors.list.map((e) => e.code)).to.deep.equal(['bad-attribute']);
    expect(errors.list[0].message).to.contain('persist');
    expect(Object.keys(localStorage).some((n) => n.startsWith('k\uDC00'))).to.equal(false);
  });
});

describe('oversized input is refused at once, with a short message', () => {
  const MB = 1 << 20;
  /** `says`: what the message must name (the deck attribute is refused by its length, before it is split into codes). */
  const cases: Record<string, { code: string; act: (el: PatienceGame) => unknown; says?: RegExp }> = {
    'a 1 MB deck attribute': {
      code: 'bad-deck',
      act: (el) => el.setAttribute('deck', 'XX '.repeat(MB / 3)),
      says: /at most 1000 characters, got 1048575/,
    },
    'a 1 MB deck attribute of real codes': {
      code: 'bad-deck',
      act: (el) => el.setAttribute('deck', 'AS '.repeat(MB / 3)),
      says: /at most 1000 characters/,
    },
    'a deck attribute one character too long': {
      code: 'bad-deck',
      act: (el) => el.setAttribute('deck', `${'AS '.repeat(333)}AS`),
      says: /at most 1000 characters, got 1001/,
    },
    'a deck of a million codes': { code: 'bad-deck', act: (el) => el.newGame({ deck: Array.from({ length: MB }, () => 'AS') }) },
    'a deck of one 1 MB code': { code: 'bad-deck', act: (el) => el.newGame({ deck: ['A'.repeat(MB)] }) },
    'a 1 MB seed': { code: 'bad-seed', act: (el) => el.newGame({ seed: '7'.repeat(MB) }) },
    'a 1 MB variant': { code: 'unknown-variant', act: (el) => el.setAttribute('variant', 'v'.repeat(MB)) },
    'a 2 MB saved game': { code: 'bad-save', act: (el) => el.restore(`PE1;${'x'.repeat(2 * MB)}`) },
    'a 2 MB move list': {
      code: 'bad-save',
      act: (el) => el.restore(`variant: ${HAND_GAME}\nseed: 1\n${'KC hand → waste-1\n'.repeat(MB / 8)}`),
    },
    'a 1 MB persist key': { code: 'bad-attribute', act: (el) => el.setAttribute('persist', 'p'.repeat(MB)) },
  };
  for (const [name, { code, act, says }] of Object.entries(cases)) {
    it(`${name}: patience-error (${code}) of at most 300 characters; the game stays`, async () => {
      const el = await mount();
      playSome(el, 1);
      const before = JSON.stringify(el.state);
      const errors = errorsOn(el);
      act(el);
      await settle(el);
      errors.stop();
      expect(errors.list.map((e) => e.code)).to.deep.equal([code]);
      expect(errors.list[0].message.length).to.be.at.most(300);
      if (says) expect(errors.list[0].message).to.match(says);
      expect(JSON.stringify(el.state)).to.equal(before);
    });
  }

  it('a move naming a 1 MB pile: patience-invalid-move with short words', async () => {
    const el = await mount();
    const log = recordEvents(el);
    expect(el.play({ from: 'p'.repeat(MB), to: 'waste-1' })).to.equal(false);
    await log.stop();
    expect(log.types).to.deep.equal(['patience-invalid-move']);
    expect(JSON.stringify(log.details[0]).length).to.be.below(400);
  });
});

describe('attribute values the game does not take', () => {
  /** HAND_GAME, ace of clubs second: after the two of clubs is played, automatic play (if on) moves it. */
  const deck = [
    '2C',
    'AC',
    ...['3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].flatMap((r) => [r + 'C']),
    ...['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].flatMap((r) => ['D', 'H', 'S'].map((s) => r + s)),
  ];

  for (const kept of ['safe', 'off'] as const) {
    it(`auto-play="bogus" after "${kept}": patience-error (bad-attribute), automatic play stays ${kept}`, async () => {
      const el = await fixture<PatienceGame>(
        html`<patience-game variant=${HAND_GAME} .deck=${deck} auto-play=${kept} no-animation></patience-game>`,
      );
      await el.updateComplete;
      const errors = errorsOn(el);
      el.setAttribute('auto-play', 'bogus');
      await el.updateComplete;
      errors.stop();
      expect(errors.list.map((e) => e.code)).to.deep.equal(['bad-attribute']);
      expect(errors.list[0].message).to.contain('auto-play').and.to.contain('"bogus"');
      expect(el.getAttribute('auto-play')).to.equal('bogus'); // the page's attribute is never rewritten
      expect(el.autoPlay, 'the property reads the setting in use').to.equal(kept);
      el.play({ from: 'hand', to: 'waste-1' });
      expect(el.state!.piles['foundation-1'].cards).to.deep.equal(kept === 'safe' ? ['AC'] : []);
    });
  }

  it('auto-play="bogus" from the start: one patience-error, automatic play is safe; removing the attribute is safe too', async () => {
    const errors = errorsOn(document);
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${HAND_GAME} .deck=${deck} auto-play="bogus" no-animation></patience-game>`,
    );
    await el.updateComplete;
    el.legalMoves();
    await el.updateComplete;
    el.removeAttribute('auto-play');
    await el.updateComplete;
    errors.stop();
    expect(errors.list.map((e) => e.code)).to.deep.equal(['bad-attribute']);
    el.play({ from: 'hand', to: 'waste-1' });
    expect(el.state!.piles['foundation-1'].cards).to.deep.equal(['AC']);
  });

  /** The table's background colour (the theme on screen). */
  const table = (el: PatienceGame): string => getComputedStyle(el.shadowRoot!.querySelector('[part~="base"]')!).backgroundColor;

  it('theme="bogus" after "dark": patience-error (bad-attribute), the dark look stays', async () => {
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${HAND_GAME} .deck=${deck} theme="dark" no-animation></patience-game>`,
    );
    await el.updateComplete;
    const dark = table(el);
    const errors = errorsOn(el);
    el.setAttribute('theme', 'bogus');
    await el.updateComplete;
    errors.stop();
    expect(errors.list.map((e) => e.code)).to.deep.equal(['bad-attribute']);
    expect(errors.list[0].message).to.contain('theme').and.to.contain('"bogus"');
    expect(el.getAttribute('theme')).to.equal('bogus'); // the page's attribute is never rewritten
    expect(table(el)).to.equal(dark);
    expect(el.theme, 'the property reads the look in use').to.equal('dark');
    el.setAttribute('theme', 'contrast');
    await el.updateComplete;
    expect(table(el)).to.equal('rgb(0, 0, 0)');
  });

  it('theme="bogus" from the start: one patience-error, the classic look; removing the attribute is classic too', async () => {
    const errors = errorsOn(document);
    const el = await fixture<PatienceGame>(
      html`<patience-game variant=${HAND_GAME} .deck=${deck} theme="bogus" no-animation></patience-game>`,
    );
    await el.updateComplete;
    expect(table(el)).to.equal('rgb(11, 107, 58)');
    expect(el.theme).to.equal('classic');
    el.removeAttribute('theme');
    await el.updateComplete;
    errors.stop();
    expect(errors.list.map((e) => e.code)).to.deep.equal(['bad-attribute']);
    expect(table(el)).to.equal('rgb(11, 107, 58)');
    expect(el.theme).to.equal('classic');
  });

  it('theme, auto-play, persist and deal read back the value in use: a good one at once, never a refused one', async () => {
    const key = `readback-${Math.random()}`;
    const el = await fixture<PatienceGame>(html`<patience-game variant=${HAND_GAME} .deck=${deck} no-animation></patience-game>`);
    await el.updateComplete;
    expect([el.theme, el.autoPlay, el.persist, el.deal]).to.deep.equal(['classic', 'safe', null, null]);
    const errors = errorsOn(el);
    // Good values read back at once, before the update takes them.
    el.theme = 'dark';
    el.autoPlay = 'off';
    el.persist = key;
    el.deal = 'any';
    expect([el.theme, el.autoPlay, el.persist, el.deal]).to.deep.equal(['dark', 'off', key, 'any']);
    await el.updateComplete;
    // Refused values: one patience-error each, and the properties keep reading what is in use.
    el.setAttribute('theme', 'pink');
    el.setAttribute('auto-play', 'sometimes');
    el.setAttribute('persist', 'k\uDC00');
    el.setAttribute('deal', 'easy');
    await el.updateComplete;
    errors.stop();
    expect(errors.list.map((e) => e.code)).to.deep.equal(['bad-attribute', 'bad-attribute', 'bad-attribute', 'bad-attribute']);
    expect([el.theme, el.autoPlay, el.persist, el.deal]).to.deep.equal(['dark', 'off', key, null]);
    // No attribute: the defaults (and the game is no longer saved).
    for (const name of ['theme', 'auto-play', 'persist', 'deal']) el.removeAttribute(name);
    await el.updateComplete;
    expect([el.theme, el.autoPlay, el.persist, el.deal]).to.deep.equal(['classic', 'safe', null, null]);
    for (const name of Object.keys(localStorage)) if (name.startsWith(key)) localStorage.removeItem(name);
  });
});

describe('the same refused value set twice', () => {
  /** Each case sets one property to a value the game refuses (the error code it expects). */
  const cases: Record<string, { code: string; set: (el: PatienceGame) => void }> = {
    variant: { code: 'unknown-variant', set: (el) => (el.variant = 'nope') },
    seed: { code: 'bad-seed', set: (el) => (el.seed = '\uD800') },
    deck: { code: 'bad-deck', set: (el) => (el.deck = ['AS', 'AS']) },
    theme: { code: 'bad-attribute', set: (el) => (el.theme = 'pink' as 'dark') },
    autoPlay: { code: 'bad-attribute', set: (el) => (el.autoPlay = 'sometimes' as 'off') },
    persist: { code: 'bad-attribute', set: (el) => (el.persist = 'k\uDC00') },
    deal: { code: 'bad-attribute', set: (el) => (el.deal = 'easy' as 'any') },
  };
  for (const [name, { code, set }] of Object.entries(cases)) {
    it(`${name}: each assignment fires its own patience-error (${code}); the game stays`, async () => {
      const el = await mount();
      playSome(el, 1);
      const before = JSON.stringify(el.state);
      const errors = errorsOn(el);
      for (let i = 0; i < 3; i++) {
        set(el);
        await settle(el);
      }
      errors.stop();
      expect(errors.list.map((e) => e.code)).to.deep.equal([code, code, code]);
      expect(JSON.stringify(el.state)).to.equal(before);
    });
  }
});
