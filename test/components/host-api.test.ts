/**
 * What a host page needs beyond playing: history, save and resume, move lists, replay, statistics,
 * the clock, vetoing moves, and typing a deal number.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { centerOf, click, deckByRanks, recordEvents } from '../helpers/game-driver.js';
import { DOWN, LOSING_DECK, SELF_WINNING_DECK, SUITS, WINNING_DECK, freshKey } from '../helpers/extra.js';
import { variantIds } from '../../src/variants/index.js';
import { DEFAULT_VARIANT, HAND_GAME } from '../helpers/shapes.js';

async function mount(attrs: { seed?: string; deck?: string[]; autoPlay?: 'safe' | 'off'; persist?: string; variant?: string } = {}) {
  const el = await fixture<PatienceGame>(
    html`<patience-game
      style="width: 460px"
      variant=${attrs.variant ?? HAND_GAME}
      seed=${attrs.seed ?? '11'}
      .deck=${attrs.deck ?? null}
      auto-play=${attrs.autoPlay ?? 'safe'}
      persist=${attrs.persist ?? ''}
    ></patience-game>`,
  );
  await el.updateComplete;
  return el;
}

/** Plays `n` legal moves, preferring ones that are not foundation moves, deterministically. */
/** The page hidden (`visibilitychange` with `document.hidden` true), then shown again: a switch of tabs. */
function hideAndShowPage(): void {
  const hidden = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden')!;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'hidden', hidden);
  delete (document as unknown as Record<string, unknown>).hidden;
  document.dispatchEvent(new Event('visibilitychange'));
}

function playSome(el: PatienceGame, n: number): void {
  for (let i = 0; i < n && el.state!.status === 'playing'; i++) {
    const moves = el.legalMoves();
    expect(el.play(moves[(i * 7) % moves.length])).to.equal(true);
  }
}

/** Wins the WINNING_DECK game through the API (48 placements, then the aces cascade). */
function winByApi(el: PatienceGame): void {
  for (const code of deckByRanks(DOWN)) el.play({ from: 'hand', to: `waste-${SUITS.indexOf(code[1]) + 1}` });
}

function loseByApi(el: PatienceGame): void {
  for (let i = 0; i < 48; i++) el.play({ from: 'hand', to: i < 24 ? 'waste-1' : 'waste-2' });
}

describe('history', () => {
  it('undoes and redoes without limit, back to identical states', async () => {
    const el = await mount({ seed: '123' });
    const states = [JSON.stringify(el.state)];
    playSome(el, 40);
    const played = el.history.filter((m) => !m.auto).length;
    expect(played).to.be.greaterThan(30);
    // Every turn's state, recorded by undoing one at a time.
    const after = JSON.stringify(el.state);
    let undone = 0;
    while (el.canUndo) {
      expect(el.undo()).to.equal(true);
      undone++;
    }
    expect(el.undo()).to.equal(false);
    expect(undone).to.equal(played);
    expect(JSON.stringify(el.state)).to.equal(states[0]);
    expect(el.canRedo).to.equal(true);
    while (el.canRedo) el.redo();
    expect(el.redo()).to.equal(false);
    expect(JSON.stringify(el.state)).to.equal(after);
  });

  it('fires no automatic move while there is something to redo, so redo replays exactly', async () => {
    const el = await mount({ deck: ['AC', '2C', ...WINNING_DECK.filter((c) => c !== 'AC' && c !== '2C')], autoPlay: 'off' });
    el.play({ from: 'hand', to: 'foundation-1' }); // AC, by hand
    el.play({ from: 'hand', to: 'waste-1' }); // 2C
    const end = JSON.stringify(el.state);
    el.autoPlay = 'safe';
    await el.updateComplete;
    const log = recordEvents(el);
    el.undo();
    el.undo(); // AC is back in the hand: safe, but there is something to redo
    expect(el.state!.piles.hand.cards).to.deep.equal(['AC']);
    expect(el.state!.piles['foundation-1'].cards).to.deep.equal([]);
    el.redo();
    el.redo();
    await log.stop();
    expect(log.types).to.deep.equal(['patience-undo', 'patience-undo', 'patience-redo', 'patience-redo']);
    expect(JSON.stringify(el.state)).to.equal(end);
  });

  it('allows undo after a win: the status resets, and redo fires no second win', async () => {
    const el = await mount({ deck: WINNING_DECK });
    expect(el.matches(':state(playing)')).to.equal(true);
    const log = recordEvents(el);
    winByApi(el);
    expect(el.state!.status).to.equal('won');
    await el.updateComplete;
    expect(el.matches(':state(won)')).to.equal(true);
    expect(el.matches(':state(playing)')).to.equal(false);
    expect(el.undo()).to.equal(true);
    expect(el.state!.status).to.equal('playing');
    expect(el.redo()).to.equal(true);
    expect(el.state!.status).to.equal('won');
    await log.stop();
    expect(log.types.filter((t) => t === 'patience-win')).to.have.length(1);
    expect(log.types.filter((t) => t === 'patience-loss')).to.have.length(0);
  });

  it('exposes the moves played as a list and as readable text', async () => {
    const el = await mount({ deck: WINNING_DECK });
    el.play({ from: 'hand', to: 'waste-1' });
    el.play({ from: 'hand', to: 'waste-2' });
    expect(el.history).to.deep.equal([
      { from: 'hand', to: 'waste-1', cards: ['KC'], auto: false },
      { from: 'hand', to: 'waste-2', cards: ['KD'], auto: false },
    ]);
    const lines = el.historyText.trim().split('\n');
    expect(lines.slice(-2)).to.deep.equal(['KC hand → waste-1', 'KD hand → waste-2']);
    expect(lines).to.include(`variant: ${HAND_GAME}`);
    expect(lines.find((l) => l.startsWith('deck: '))).to.equal(`deck: ${WINNING_DECK.join(' ')}`);
  });
});

describe('save and resume', () => {
  it('serialize() gives a compact versioned string; restore() rebuilds the exact game, history included', async () => {
    const el = await mount({ seed: '2024' });
    playSome(el, 25);
    el.undo();
    el.undo();
    const saved = el.serialize();
    expect(saved).to.match(/^PE1;/);
    expect(saved.length).to.be.lessThan(400);
    const other = await mount({ seed: '1' });
    other.restore(saved);
    expect(JSON.stringify(other.state)).to.equal(JSON.stringify(el.state));
    expect(other.canRedo).to.equal(true);
    other.redo();
    el.redo();
    expect(JSON.stringify(other.state)).to.equal(JSON.stringify(el.state));
    expect(JSON.stringify(other.history)).to.equal(JSON.stringify(el.history));
  });

  it('restore() and restart() return whether they were applied, as newGame() and play() do', async () => {
    const el = await mount({ seed: '77' });
    playSome(el, 5);
    const saved = el.serialize();
    const other = await mount({ seed: '1' });
    expect(other.restore(saved)).to.equal(true);
    expect(other.restore(el.historyText)).to.equal(true);
    const state = JSON.stringify(other.state);
    await other.updateComplete;
    const log = recordEvents(other);
    expect(other.restore('PE1;not a game')).to.equal(false);
    await log.stop();
    expect(log.types).to.deep.equal(['patience-error']);
    expect(JSON.stringify(other.state)).to.equal(state);
    expect(other.restart()).to.equal(true);
    expect(other.state!.moves).to.equal(0);
  });

  it("after restore() of another game's save, a seed set deals the restored game's variant", async () => {
    const other = variantIds.find((id) => id !== HAND_GAME)!;
    const source = await mount({ variant: other, seed: '5' });
    source.play(source.legalMoves()[0]);
    const save = source.serialize();
    const el = await mount({ seed: '42' });
    expect(el.restore(save)).to.equal(true);
    expect(el.variant).to.equal(other);
    await el.updateComplete; // the restore's own patience-deal
    const log = recordEvents(el);
    el.seed = '7';
    await el.updateComplete;
    await log.stop();
    expect(`${el.variant} ${el.seed} ${el.state!.moves}`).to.equal(`${other} 7 0`);
    expect(log.types.filter((t) => t === 'patience-deal').length, 'one deal').to.equal(1);
  });

  it('restore() accepts the move-list text as a replay', async () => {
    const el = await mount({ seed: '77' });
    playSome(el, 20);
    const other = await mount({ seed: '1' });
    other.restore(el.historyText);
    expect(JSON.stringify(other.state)).to.equal(JSON.stringify(el.state));
    await other.updateComplete;
    const log = recordEvents(other);
    other.restore(el.historyText.replace(/\n([2-9TJQKA][CDHS]) hand/, '\nQS hand'));
    await log.stop();
    expect(log.types).to.deep.equal(['patience-error']);
    expect((log.details[0] as { message: string }).message).to.match(/line \d+/);
  });

  it('persist: saves after every move and resumes on the next page load', async () => {
    const key = freshKey();
    const el = await mount({ seed: '31', persist: key });
    playSome(el, 6);
    const state = JSON.stringify(el.state);
    el.remove();
    // "Reload": a new element with the same key and no seed resumes the game, history included.
    const log = recordEvents(document);
    const again = await fixture<PatienceGame>(html`<patience-game variant=${HAND_GAME} persist=${key}></patience-game>`);
    await log.stop();
    expect(JSON.stringify(again.state)).to.equal(state);
    expect(again.canUndo).to.equal(true);
    expect(log.types).to.deep.equal(['patience-deal']);
    localStorage.removeItem(`${key}:game:${HAND_GAME}`);
  });

  it('persist set while a game is under way: the game is kept under the new key at once, not from the next move', async () => {
    const [first, second] = [freshKey(), freshKey()];
    const el = await mount({ seed: '31', persist: first });
    playSome(el, 3);
    const state = JSON.stringify(el.state);
    el.persist = second;
    await el.updateComplete;
    // A reload now, before any other move (read by a second game while this one stays).
    const again = await fixture<PatienceGame>(html`<patience-game variant=${HAND_GAME} persist=${second}></patience-game>`);
    expect(JSON.stringify(again.state)).to.equal(state);
    for (const key of [first, second])
      for (const name of Object.keys(localStorage)) if (name.startsWith(`${key}:`)) localStorage.removeItem(name);
  });

  it('persist: a corrupted, foreign or future save gives patience-error and a fresh deal', async () => {
    // Stored under the game an element without a variant attribute deals.
    for (const bad of [
      '{not json',
      JSON.stringify({ v: 1, save: `PE1;v=${DEFAULT_VARIANT};s=1;a=1;c=0;t=;h=zzz` }),
      JSON.stringify({ v: 2, save: 'x' }),
      '"hello"',
    ]) {
      const key = freshKey();
      localStorage.setItem(`${key}:game:${DEFAULT_VARIANT}`, bad);
      const log = recordEvents(document);
      const el = await fixture<PatienceGame>(html`<patience-game persist=${key} seed="5"></patience-game>`);
      await log.stop();
      expect(log.types).to.deep.equal(['patience-error', 'patience-deal']);
      expect((log.details[0] as { code: string }).code).to.equal('bad-save');
      expect(el.state!.moves).to.equal(0);
      expect(el.state!.seed).to.equal('5');
      localStorage.removeItem(`${key}:game:${DEFAULT_VARIANT}`);
    }
  });

  it('persist: a full or failing localStorage never breaks play', async () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function () {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    };
    try {
      const log = recordEvents(document);
      const el = await mount({ seed: '8', persist: freshKey() });
      playSome(el, 5);
      el.newGame();
      playSome(el, 3);
      await log.stop();
      expect(el.state!.moves).to.be.greaterThan(0);
      const errors = log.details.filter((_, i) => log.types[i] === 'patience-error') as { code: string }[];
      expect(errors.map((e) => e.code)).to.deep.equal(['storage']);
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});

describe('replay', () => {
  it('plays a saved game back on screen, a turn at a time', async () => {
    const el = await mount({ seed: '64' });
    playSome(el, 8);
    const saved = el.serialize();
    const end = JSON.stringify(el.state);
    const viewer = await mount({ seed: '1' });
    viewer.restore(saved);
    await viewer.updateComplete; // its patience-deal is dispatched: the log hears the replay only
    const log = recordEvents(viewer);
    const done = viewer.replay(5);
    expect(viewer.state!.moves).to.equal(0); // back at the deal while it plays
    expect(await done).to.equal(true);
    await log.stop();
    expect(JSON.stringify(viewer.state)).to.equal(end);
    expect(log.types.every((t) => t === 'patience-redo')).to.equal(true);
    expect(log.types.length).to.equal(el.history.filter((m) => !m.auto).length);
  });

  it('stops when the player acts', async () => {
    const el = await mount({ seed: '64' });
    playSome(el, 8);
    const done = el.replay(30);
    el.undo();
    expect(await done).to.equal(false);
  });

  it('refuses a time between turns that is not a number of ms from 0 to 2³¹ − 1 (the longest setTimeout delay): patience-error (bad-argument), no replay, the game kept', async () => {
    const el = await mount({ seed: '64' });
    playSome(el, 3);
    await el.updateComplete; // its patience-move events are dispatched: the log hears the calls only
    const before = JSON.stringify(el.state);
    for (const bad of [NaN, -5, 'x', '500', Infinity, null, 2 ** 31]) {
      const log = recordEvents(el);
      const errors: string[] = [];
      const onError = (e: Event): void => void errors.push(JSON.stringify((e as CustomEvent).detail));
      el.addEventListener('patience-error', onError);
      const done = el.replay(bad as number);
      el.removeEventListener('patience-error', onError);
      // Said at once, by the call, naming the value.
      expect(errors.length, String(bad)).to.equal(1);
      expect(errors[0])
        .to.contain('"code":"bad-argument"')
        .and.to.contain(typeof bad === 'string' ? `\\"${bad}\\"` : String(bad));
      expect(JSON.stringify(el.state), String(bad)).to.equal(before);
      expect(await done, String(bad)).to.equal(false);
      await log.stop();
      expect(log.types.filter((t) => t !== 'patience-error').join(' '), String(bad)).to.equal('');
      expect(JSON.stringify(el.state), String(bad)).to.equal(before);
    }
    // The documented values still replay: the default (500 ms) and 0.
    expect(await el.replay(0)).to.equal(true);
    expect(JSON.stringify(el.state)).to.equal(before);
    el.restart();
    playSome(el, 1);
    const one = JSON.stringify(el.state);
    expect(await el.replay()).to.equal(true);
    expect(JSON.stringify(el.state)).to.equal(one);
  });
});

describe('statistics', () => {
  it('counts wins, losses and abandoned games: won + lost = played, streaks, bests', async () => {
    const key = freshKey();
    const log = recordEvents(document, ['patience-stats']);
    const el = await mount({ deck: SELF_WINNING_DECK, persist: key });
    // The self-winning deck is won at the deal (all moves automatic, part of the deal: no move counted,
    // docs/rules.md "Automatic play").
    expect(el.state!.status).to.equal('won');
    expect(el.stats).to.include({ played: 1, won: 1, lost: 0, currentStreak: 1, bestStreak: 1, bestMoves: 0 });
    for (let i = 0; i < 4; i++) el.newGame({ deck: SELF_WINNING_DECK });
    expect(el.stats).to.include({ played: 5, won: 5, lost: 0, currentStreak: 5, bestStreak: 5 });
    el.newGame({ deck: LOSING_DECK });
    loseByApi(el);
    expect(el.state!.status).to.equal('lost');
    expect(el.stats).to.include({ played: 6, won: 5, lost: 1, currentStreak: 0, bestStreak: 5 });
    // Undo the loss: the game is not counted twice when it is then abandoned.
    el.undo();
    el.newGame({ seed: '3' });
    expect(el.stats).to.include({ played: 6, lost: 1 });
    // A game abandoned after a move counts as played and lost.
    el.play(el.legalMoves()[0]);
    el.newGame({ seed: '4' });
    expect(el.stats).to.include({ played: 7, won: 5, lost: 2 });
    await log.stop();
    const outcomes = log.details.filter((_, i) => log.types[i] === 'patience-stats') as {
      outcome: string;
      stats: { played: number; won: number; lost: number };
    }[];
    expect(outcomes.map((o) => o.outcome)).to.deep.equal(['won', 'won', 'won', 'won', 'won', 'lost', 'abandoned']);
    for (const o of outcomes) expect(o.stats.won + o.stats.lost).to.equal(o.stats.played);
    // Kept under the key: a new element with the same key reads the same record.
    el.remove();
    const again = await fixture<PatienceGame>(html`<patience-game variant=${HAND_GAME} persist=${key} seed="9"></patience-game>`);
    expect(again.stats).to.include({ played: 7, won: 5, lost: 2, bestStreak: 5 });
    localStorage.removeItem(`${key}:stats`);
    localStorage.removeItem(`${key}:game:${HAND_GAME}`);
  });

  it('counts each deal once, with its best result: a loss won after undo or restart becomes a win; a won deal restarted adds nothing', async () => {
    // HAND_GAME: the 3C first, then kings down to twos, then the aces. Lost with every card on waste-1
    // (the 3C under the four 4s: the fourth foundation never gets its 3); won with the 3C alone on
    // waste-2 and the rest on waste-1.
    const deck = ['3C', ...deckByRanks(DOWN).filter((c) => c !== '3C'), 'AC', 'AD', 'AH', 'AS'];
    // After the placements only foundation moves are left: each is played (automatic play leaves some).
    const playOut = (): void => {
      while (el.state!.status === 'playing' && el.legalMoves().length > 0) expect(el.play(el.legalMoves()[0])).to.equal(true);
    };
    const lose = (): void => {
      for (let i = 0; i < 48; i++) expect(el.play({ from: 'hand', to: 'waste-1' })).to.equal(true);
      playOut();
      expect(el.state!.status).to.equal('lost');
    };
    const win = (): void => {
      for (let i = 0; i < 48; i++) expect(el.play({ from: 'hand', to: i === 0 ? 'waste-2' : 'waste-1' })).to.equal(true);
      playOut();
      expect(el.state!.status).to.equal('won');
    };
    const log = recordEvents(document, ['patience-stats', 'patience-win']);
    const el = await mount({ deck: WINNING_DECK, persist: freshKey() });
    winByApi(el);
    expect(el.stats).to.include({ played: 1, won: 1, lost: 0, currentStreak: 1 });
    // Lost, then every turn taken back and won: the loss becomes a win, the streak goes on.
    el.newGame({ deck });
    lose();
    expect(el.stats).to.include({ played: 2, won: 1, lost: 1, currentStreak: 0, bestStreak: 1 });
    while (el.history.length > 0) expect(el.undo()).to.equal(true);
    win();
    expect(el.stats).to.include({ played: 2, won: 2, lost: 0, currentStreak: 2, bestStreak: 2 });
    // The won deal restarted and won again: a second win event, no second count.
    el.restart();
    win();
    expect(el.stats).to.include({ played: 2, won: 2, lost: 0, currentStreak: 2 });
    // Lost, restarted (not abandoned twice), won: one game, won.
    el.newGame({ deck });
    lose();
    el.restart();
    expect(el.stats).to.include({ played: 3, won: 2, lost: 1, currentStreak: 0 });
    win();
    expect(el.stats).to.include({ played: 3, won: 3, lost: 0, currentStreak: 3, bestStreak: 3 });
    await log.stop();
    const outcomes = log.details.filter((_, i) => log.types[i] === 'patience-stats') as { outcome: string; stats: { played: number } }[];
    expect(outcomes.map((o) => `${o.outcome} ${o.stats.played}`)).to.deep.equal(['won 1', 'lost 2', 'won 2', 'lost 3', 'won 3']);
    expect(log.types.filter((t) => t === 'patience-win')).to.have.length(4);
  });

  it('ignores a stored record that does not add up (no win rate above 100%)', async () => {
    const key = freshKey();
    localStorage.setItem(
      `${key}:stats`,
      // The record of the game an element without a variant attribute deals.
      JSON.stringify({ [DEFAULT_VARIANT]: { played: 1, won: 3, lost: 0, currentStreak: 3, bestStreak: 3, bestMoves: 10, bestTimeMs: 1 } }),
    );
    const log = recordEvents(document);
    const el = await fixture<PatienceGame>(html`<patience-game persist=${key} seed="9"></patience-game>`);
    expect(el.stats.played).to.equal(0);
    await log.stop();
    expect(log.types).to.include('patience-error');
    localStorage.removeItem(`${key}:stats`);
  });
});

describe('clock, counter and deal number', () => {
  it('shows time and moves, hides them on request, and pauses while the page is hidden', async () => {
    const el = await mount({ seed: '5' });
    const timer = () => el.shadowRoot!.querySelector('[part~="timer"]');
    const counter = () => el.shadowRoot!.querySelector('[part~="counter"]');
    expect(timer()!.textContent).to.equal('0:00');
    expect(counter()!.textContent).to.equal('0 moves');
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    expect(counter()!.textContent).to.match(/^[1-9]\d* moves?$/);
    await new Promise((r) => setTimeout(r, 60));
    const t1 = el.elapsedMs;
    expect(t1).to.be.greaterThan(0);
    // Hide the page: the clock stops.
    const hidden = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden')!;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
    const t2 = el.elapsedMs;
    await new Promise((r) => setTimeout(r, 80));
    expect(el.elapsedMs).to.equal(t2);
    Object.defineProperty(document, 'hidden', hidden);
    delete (document as unknown as Record<string, unknown>).hidden;
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 30));
    expect(el.elapsedMs).to.be.greaterThan(t2);
    el.hideTimer = true;
    el.hideCounter = true;
    await el.updateComplete;
    expect(timer()).to.equal(null);
    expect(counter()).to.equal(null);
  });

  it('keeps the clock running when the page moves the game elsewhere in the document (a framework re-parenting it)', async () => {
    const el = await mount({ seed: '5' });
    el.play({ from: 'hand', to: 'waste-1' });
    await el.updateComplete;
    const other = document.createElement('div');
    document.body.append(other);
    other.append(el); // disconnected and connected again, in one task
    await el.updateComplete;
    const t1 = el.elapsedMs;
    await new Promise((r) => setTimeout(r, 120));
    expect(el.elapsedMs, 'the clock runs after the move').to.be.greaterThan(t1 + 50);
    // A game not started yet stays at zero when moved.
    expect(el.newGame({ seed: '6' })).to.equal(true);
    await el.updateComplete;
    document.body.append(el);
    await new Promise((r) => setTimeout(r, 60));
    expect(el.elapsedMs).to.equal(0);
    other.remove();
  });

  it('a resumed game keeps its saved time until its next move, whatever the page does meanwhile', async () => {
    const key = freshKey();
    const first = await mount({ seed: '5', persist: key });
    first.play({ from: 'hand', to: 'waste-1' });
    await new Promise((r) => setTimeout(r, 60));
    first.play(first.legalMoves().find((m) => m.from === 'hand')!); // saved with the time so far
    first.remove();
    const el = await fixture<PatienceGame>(html`<patience-game variant=${HAND_GAME} persist=${key}></patience-game>`);
    await el.updateComplete;
    expect(el.seed).to.equal('5');
    const saved = el.elapsedMs;
    expect(saved, 'resumed at its saved time').to.be.greaterThan(40);
    const still = async (why: string) => {
      await new Promise((r) => setTimeout(r, 80));
      expect(el.elapsedMs, why).to.equal(saved);
    };
    await still('the resumed clock waits for a move');
    // The player switches tabs and comes back.
    hideAndShowPage();
    await still('after the page was hidden and shown again');
    // A framework moves the element.
    const other = document.createElement('div');
    document.body.append(other);
    other.append(el);
    await el.updateComplete;
    await still('after the element was moved');
    // The next move starts it.
    el.play(el.legalMoves().find((m) => m.from === 'hand')!);
    await new Promise((r) => setTimeout(r, 80));
    expect(el.elapsedMs, 'runs from the next move').to.be.greaterThan(saved + 40);
    other.remove();
    localStorage.removeItem(`${key}:game:${HAND_GAME}`);
  });

  it('keeps the time played since the last move when the page is hidden, unless another tab saved over the game', async () => {
    const key = freshKey();
    const storeKey = `${key}:game:${HAND_GAME}`;
    const savedMs = () => (JSON.parse(localStorage.getItem(storeKey)!) as { elapsedMs: number }).elapsedMs;
    const el = await mount({ seed: '5', persist: key });
    el.play({ from: 'hand', to: 'waste-1' });
    const atMove = savedMs();
    await new Promise((r) => setTimeout(r, 120));
    expect(savedMs(), 'a move saves the time so far').to.equal(atMove);
    hideAndShowPage(); // the player switches tabs (or closes this one)
    expect(savedMs(), 'saved when the page was hidden').to.be.greaterThan(atMove + 100);
    const resumed = await fixture<PatienceGame>(html`<patience-game variant=${HAND_GAME} persist=${key}></patience-game>`);
    await resumed.updateComplete;
    expect(resumed.elapsedMs, 'a later visit resumes that time').to.equal(savedMs());
    resumed.remove();
    // Another tab saves a newer game under the key: hiding this page leaves that save alone.
    el.play(el.legalMoves().find((m) => m.from === 'hand')!);
    await new Promise((r) => setTimeout(r, 60));
    const other = localStorage.getItem(storeKey)!.replace(/"elapsedMs":\d+/, '"elapsedMs":7');
    localStorage.setItem(storeKey, other);
    hideAndShowPage();
    expect(localStorage.getItem(storeKey), "the other tab's game stays saved").to.equal(other);
    el.remove();
    localStorage.removeItem(storeKey);
  });

  it('shows the deal number and plays a deal typed by the player', async () => {
    const el = await mount({ seed: '5' });
    const menu = el.shadowRoot!.querySelector<HTMLDetailsElement>('.deal-menu')!;
    expect(menu.querySelector('summary')!.textContent).to.contain('5');
    await click(centerOf(menu.querySelector('summary')!));
    expect(menu.open).to.equal(true);
    const input = menu.querySelector('input')!;
    input.focus();
    input.select();
    await sendKeys({ type: '4242' });
    const log = recordEvents(el);
    await sendKeys({ press: 'Enter' });
    await log.stop();
    expect(log.types).to.deep.equal(['patience-deal']);
    expect(el.state!.seed).to.equal('4242');
    expect(el.seed).to.equal('4242');
  });

  it('"Play this deal" on the number shown replays that deal, a seed with spaces at its ends too; a number typed with stray spaces is the number', async () => {
    const el = await mount({ seed: ' 7' });
    const before = JSON.stringify(el.state!.piles);
    const menu = el.shadowRoot!.querySelector<HTMLDetailsElement>('.deal-menu')!;
    await click(centerOf(menu.querySelector('summary')!));
    expect(menu.querySelector('input')!.value).to.equal(' 7');
    const log = recordEvents(el);
    await click(centerOf(menu.querySelector('.deal-button')!));
    await log.stop();
    expect(log.details).to.deep.equal([{ variant: HAND_GAME, seed: ' 7' }]);
    expect(JSON.stringify(el.state!.piles)).to.equal(before);
    // Typed, with a stray space: the number.
    await click(centerOf(menu.querySelector('summary')!));
    await sendKeys({ type: '42 ' });
    await sendKeys({ press: 'Enter' });
    expect(el.state!.seed).to.equal('42');
  });
});

describe('patience-before-move', () => {
  it('lets the host veto a move: nothing is applied and nothing else changes', async () => {
    const el = await mount({ seed: '5' });
    const before = JSON.stringify(el.state);
    const veto = (e: Event) => e.preventDefault();
    el.addEventListener('patience-before-move', veto);
    const log = recordEvents(el);
    expect(el.play({ from: 'hand', to: 'waste-3' })).to.equal(false);
    await log.stop();
    el.removeEventListener('patience-before-move', veto);
    expect(log.types).to.deep.equal([]);
    expect(JSON.stringify(el.state)).to.equal(before);
    expect(el.canUndo).to.equal(false);
  });

  it('is offered every move, automatic ones too; vetoing an automatic move stops automatic play', async () => {
    const el = await mount({ deck: ['2C', 'AC', 'AD', 'AH', 'AS', ...deckByRanks(DOWN.slice(0, 11)), '2D', '2H', '2S'] });
    const seen: string[] = [];
    const listener = (e: Event) => {
      const d = (e as CustomEvent<{ move: { cards: string[] }; auto: boolean }>).detail;
      seen.push(`${d.move.cards[0]}${d.auto ? '*' : ''}`);
      if (d.move.cards[0] === 'AH') e.preventDefault();
    };
    el.addEventListener('patience-before-move', listener);
    el.play({ from: 'hand', to: 'waste-1' });
    el.removeEventListener('patience-before-move', listener);
    expect(seen).to.deep.equal(['2C', 'AC*', 'AD*', 'AH*']);
    expect(el.state!.piles.hand.cards).to.deep.equal(['AH']);
    expect(el.history.map((m) => m.cards[0])).to.deep.equal(['2C', 'AC', 'AD']);
  });
});

describe('a variant, seed or deck set just before newGame()', () => {
  const dealsOf = (el: PatienceGame): string[] => {
    const seen: string[] = [];
    el.addEventListener('patience-deal', (e) => seen.push(`${e.detail.variant}/${e.detail.seed}`));
    return seen;
  };

  it("one deal, the call's: the variant set, the seed given (the last word wins)", async () => {
    const [first, , third] = variantIds;
    const el = await fixture<PatienceGame>(html`<patience-game variant=${first} seed="42" no-animation></patience-game>`);
    const deals = dealsOf(el);
    el.variant = third;
    expect(el.newGame({ seed: '3' })).to.equal(true);
    await el.updateComplete;
    expect(deals).to.deep.equal([`${third}/3`]);
    expect(`${el.variant}/${el.seed}`).to.equal(`${third}/3`);
    el.seed = '12';
    el.newGame({ seed: '13' });
    await el.updateComplete;
    expect(deals).to.deep.equal([`${third}/3`, `${third}/13`]);
    expect(el.seed).to.equal('13');
    // Set after the call, the property is the last word: its deal follows.
    el.newGame({ seed: '14' });
    el.seed = '15';
    await el.updateComplete;
    expect(deals.slice(2)).to.deep.equal([`${third}/14`, `${third}/15`]);
  });

  it("newGame() before the element is connected: one deal, the call's seed or deck; a bad one is refused once", async () => {
    const el = document.createElement('patience-game');
    el.setAttribute('no-animation', '');
    el.variant = variantIds[1];
    const deals = dealsOf(el);
    expect(el.newGame({ seed: '3' })).to.equal(true);
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(deals).to.deep.equal([`${variantIds[1]}/3`]);
    } finally {
      el.remove();
    }
    const other = document.createElement('patience-game');
    const errors: string[] = [];
    other.addEventListener('patience-error', (e) => errors.push(e.detail.code));
    expect(other.newGame({ deck: WINNING_DECK })).to.equal(true);
    expect(other.deck?.join(' ')).to.equal(WINNING_DECK.join(' '));
    expect(other.newGame({ seed: '   ' })).to.equal(false);
    const bad = document.createElement('patience-game');
    bad.addEventListener('patience-error', (e) => errors.push(e.detail.code));
    expect(bad.newGame({ seed: '   ' })).to.equal(false);
    expect(bad.state).to.not.equal(null);
    expect(errors).to.deep.equal(['bad-seed', 'bad-seed']);
  });

  it('a bad seed in the call, after a variant set just before: one patience-error, the game stays', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant=${variantIds[0]} seed="42" no-animation></patience-game>`);
    const deals = dealsOf(el);
    const errors: string[] = [];
    el.addEventListener('patience-error', (e) => errors.push(e.detail.code));
    el.variant = variantIds[1];
    expect(el.newGame({ seed: '   ' })).to.equal(false);
    await el.updateComplete;
    expect(errors).to.deep.equal(['bad-seed']);
    expect(deals).to.deep.equal([]);
    expect(`${el.variant}/${el.seed}`).to.equal(`${variantIds[0]}/42`);
  });

  it('an unknown variant set just before: reported by its update; the call deals the variant on the table', async () => {
    const el = await fixture<PatienceGame>(html`<patience-game variant=${variantIds[0]} seed="42" no-animation></patience-game>`);
    const deals = dealsOf(el);
    const errors: string[] = [];
    el.addEventListener('patience-error', (e) => errors.push(e.detail.code));
    el.variant = 'no-such-game';
    el.newGame({ seed: '5' });
    await el.updateComplete;
    expect(deals).to.deep.equal([`${variantIds[0]}/5`]);
    expect(errors).to.deep.equal(['unknown-variant']);
    expect(el.state!.seed).to.equal('5');
  });
});

describe('a number seed (React 19 passes seed={42} as one)', () => {
  const pilesOf = (el: PatienceGame): string => JSON.stringify(el.state!.piles);

  it('an integer deals as its text, from the property and from newGame(); anything else is bad-seed and the game stays', async () => {
    const byText = await mount({ seed: '42' });
    const el = await mount({ seed: '7' });
    const errors: string[] = [];
    el.addEventListener('patience-error', (e) => errors.push(e.detail.code));
    el.seed = 42;
    await el.updateComplete;
    expect(errors).to.deep.equal([]);
    expect(el.seed).to.equal('42');
    expect(pilesOf(el)).to.equal(pilesOf(byText));
    expect(el.newGame({ seed: 7 })).to.equal(true);
    await el.updateComplete;
    expect(el.seed).to.equal('7');
    expect(el.newGame({ seed: 42 })).to.equal(true);
    await el.updateComplete;
    expect(pilesOf(el)).to.equal(pilesOf(byText));
    expect(errors).to.deep.equal([]);
    // Not an integer: refused, the game on the table stays.
    for (const bad of [1.5, Number.NaN, Infinity, { seed: '1' }]) {
      el.seed = bad as unknown as string;
      await el.updateComplete;
    }
    let message = '';
    el.addEventListener('patience-error', (e) => (message = e.detail.message), { once: true });
    expect(el.newGame({ seed: 1.5 })).to.equal(false);
    expect(message, 'says what a seed may be').to.equal('a seed must be text or a whole number, got 1.5');
    expect(errors).to.deep.equal(['bad-seed', 'bad-seed', 'bad-seed', 'bad-seed', 'bad-seed']);
    expect(el.seed).to.equal('42');
    expect(pilesOf(el)).to.equal(pilesOf(byText));
  });
});

describe('newGame() with an argument that is no options object', () => {
  it("newGame('42') (the seed where { seed } belongs): patience-error (bad-argument), no deal, the game stays", async () => {
    const el = await mount({ seed: '7' });
    el.play(el.legalMoves()[0]);
    await el.updateComplete;
    const before = JSON.stringify(el.state);
    const log = recordEvents(el);
    const messages: string[] = [];
    el.addEventListener('patience-error', (e) => messages.push(e.detail.message));
    const asAny = el as unknown as { newGame(o: unknown): boolean };
    for (const bad of ['42', 42, true]) expect(asAny.newGame(bad), JSON.stringify(bad)).to.equal(false);
    await log.stop();
    expect(log.types).to.deep.equal(['patience-error', 'patience-error', 'patience-error']);
    expect(log.details.map((d) => (d as { code: string }).code)).to.deep.equal(Array(3).fill('bad-argument'));
    expect(messages[0]).to.equal('newGame() takes an options object');
    expect(JSON.stringify(el.state)).to.equal(before);
    // No argument, undefined and null still deal.
    expect(el.newGame()).to.equal(true);
    expect(asAny.newGame(undefined)).to.equal(true);
    expect(asAny.newGame(null)).to.equal(true);
  });

  it('a seed that is an object says what a seed may be: text or a whole number', async () => {
    const el = await mount({ seed: '7' });
    let message = '';
    el.addEventListener('patience-error', (e) => (message = e.detail.message), { once: true });
    expect(el.newGame({ seed: {} as unknown as string })).to.equal(false);
    expect(message).to.equal('a seed must be text or a whole number, got an object');
  });
});

describe('state is the game, read-only', () => {
  it('a host that changes the state it read cannot change what the next read says (it is frozen, as its type says)', async () => {
    const el = await mount({ seed: '5' });
    el.play(el.legalMoves()[0]);
    await el.updateComplete;
    const before = JSON.stringify(el.state);
    const state = el.state as unknown as { moves: number; piles: Record<string, { cards: string[]; faceDown: number }> };
    const attempts: Record<string, () => unknown> = {
      'moves = 99': () => (state.moves = 99),
      'hand.cards.push()': () => state.piles.hand.cards.push('XX'),
      'waste-1 cards emptied': () => (state.piles['waste-1'].cards.length = 0),
      'faceDown = 0': () => (state.piles.hand.faceDown = 0),
      'a pile removed': () => delete state.piles.hand,
    };
    for (const [name, attempt] of Object.entries(attempts)) expect(attempt, name).to.throw(TypeError);
    expect(JSON.stringify(el.state)).to.equal(before);
    // The same object until the game changes (a framework's store may compare by identity).
    expect(el.state).to.equal(el.state);
  });
});

describe('the record is read-only', () => {
  it('stats, allStats and the patience-stats detail are frozen: a page that changes them changes no count', async () => {
    const el = await mount({ seed: '5', persist: freshKey() });
    el.play(el.legalMoves()[0]);
    const thrown: unknown[] = [];
    el.addEventListener(
      'patience-stats',
      (e) => {
        try {
          (e.detail.stats as { played: number }).played = 1000;
        } catch (err) {
          thrown.push(err);
        }
      },
      { once: true },
    );
    el.newGame({ seed: '6' }); // the game left counts as lost
    await el.updateComplete;
    expect(thrown, 'the detail').to.have.length(1);
    expect(thrown[0]).to.be.instanceOf(TypeError);
    expect(() => ((el.stats as { won: number }).won = 5), 'stats').to.throw(TypeError);
    expect(() => ((el.allStats[HAND_GAME] as { lost: number }).lost = 0), 'allStats entry').to.throw(TypeError);
    expect(() => ((el.allStats as Record<string, unknown>).other = {}), 'allStats').to.throw(TypeError);
    expect(el.stats).to.include({ played: 1, won: 0, lost: 1 });
  });
});
