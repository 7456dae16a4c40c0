/**
 * Bad input to the engine's public functions: refused with a short, clear message naming the value
 * (README "Limits on input"), never a huge message or a silent wrong result.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describeRules,
  findWinnableSeed,
  layoutOf,
  type NewGameOptions,
  refusalText,
  type Refusal,
  currentState,
  hint,
  legalMoves,
  newGame,
  play,
  redo,
  restartGame,
  serializeGame,
  solve,
  undo,
  type Game,
  type GameState,
  type Move,
  type VariantDefinition,
} from '../../src/engine/index.js';
import { getVariant } from '../../src/variants/index.js';
import { HAND_GAME, TABLEAU_GAME } from '../helpers/shapes.js';
import { thrown } from '../helpers/thrown.js';

const V = getVariant(HAND_GAME);
const GAME = newGame(V, { seed: '1', autoPlay: false });

describe('a refused move names a bad value shortly', () => {
  it('a 1 MB pile id is cut in the refusal', () => {
    const r = play(V, GAME, { from: 'x'.repeat(1_000_000), to: 'waste-1' });
    assert.equal(r.ok, false);
    const reason = JSON.stringify(!r.ok && r.reason);
    assert.ok(reason.length < 120, reason.slice(0, 200));
    assert.match(reason, /no-such-pile.*xxxx.*1000000 characters/);
  });

  it('a 1 MB string as the move, or as its count, is cut too', () => {
    for (const move of ['y'.repeat(1_000_000), { from: 'hand', to: 'waste-1', count: 'z'.repeat(1_000_000) }]) {
      const r = play(V, GAME, move as unknown as Move);
      assert.equal(r.ok, false);
      const reason = JSON.stringify(!r.ok && r.reason);
      assert.ok(reason.length < 120, reason.slice(0, 200));
    }
  });
});

describe('wrong arguments get a clear error', () => {
  const state = currentState(GAME);
  const asVariant = (x: unknown): VariantDefinition => x as VariantDefinition;
  const asState = (x: unknown): GameState => x as GameState;

  it('a variant id where the declaration goes: a TypeError naming it', () => {
    for (const fn of [() => newGame(asVariant(HAND_GAME), { seed: '1' }), () => hint(asVariant(HAND_GAME), state)]) {
      const e = thrown(fn);
      assert.ok(e instanceof TypeError, String(e));
      assert.equal(e.message, `expected a variant declaration (as getVariant(id) gives), got ${JSON.stringify(HAND_GAME)}`);
    }
  });

  it('not a game or not a state: a TypeError saying what is expected', () => {
    const cases: [() => unknown, RegExp][] = [
      [() => currentState({} as Game), /^currentState takes \(game\), a game from newGame\(\), got an object$/],
      [() => solve(V, asState({})), /^solve takes a game state \(as currentState\(game\) gives\), got an object$/],
      [() => hint(V, asState({}), { seed: '1' }), /^hint takes a game state/],
      [() => legalMoves(V, asState(null)), /^legalMoves takes a game state .*got null$/],
      [() => solve(V, asState(GAME)), /^solve takes a game state .*got a game$/],
    ];
    for (const [fn, message] of cases) {
      const e = thrown(fn);
      assert.ok(e instanceof TypeError, String(e));
      assert.match(e.message, message);
    }
  });

  it('undo and redo with the declaration passed first: a TypeError saying they take (game)', () => {
    const played = play(V, GAME, legalMoves(V, state)[0]);
    assert.ok(played.ok);
    for (const [name, fn] of [
      ['undo', undo],
      ['redo', redo],
    ] as const) {
      const e = thrown(() => (fn as (...a: unknown[]) => unknown)(V, played.game));
      assert.ok(e instanceof TypeError, String(e));
      assert.equal(e.message, `${name} takes (game), a game from newGame(), got a variant declaration`);
    }
    assert.ok(undo(played.game), 'undo(game) still works');
  });

  it('a bad search budget: a RangeError naming it', () => {
    for (const [options, message] of [
      [{ maxNodes: -5 }, 'maxNodes must be a positive integer, got -5'],
      [{ maxNodes: 0 }, 'maxNodes must be a positive integer, got 0'],
      [{ maxNodes: 2.5 }, 'maxNodes must be a positive integer, got 2.5'],
      [{ maxNodes: NaN }, 'maxNodes must be a positive integer, got NaN'],
      [{ maxMs: -1 }, 'maxMs must be a number of milliseconds from 0, got -1'],
      [{ maxMs: NaN }, 'maxMs must be a number of milliseconds from 0, got NaN'],
      [{ maxNodes: Infinity }, 'maxNodes must be a positive integer, got Infinity'],
      [{ maxNodes: 5n as unknown as number }, 'maxNodes must be a positive integer, got 5n'],
    ] as const) {
      const e = thrown(() => solve(V, state, options));
      assert.ok(e instanceof RangeError, String(e));
      assert.equal(e.message, message);
    }
    const h = thrown(() => hint(V, state, { maxMs: -1 }));
    assert.ok(h instanceof RangeError, String(h));
    for (const maxMs of [-1, 'soon']) {
      const w = thrown(() => findWinnableSeed(V, '1', { maxMs: maxMs as number }));
      assert.ok(w instanceof RangeError, String(w));
      assert.equal(w.message, `maxMs must be a number of milliseconds from 0, got ${JSON.stringify(maxMs)}`);
    }
  });

  it('findWinnableSeed: a bad start seed is refused before any search, whatever maxMs; a seed of 199 or 200 characters is tried alone', () => {
    for (const [seed, kind, message] of [
      ['', RangeError, 'a seed must not be blank'],
      ['x'.repeat(201), RangeError, 'a seed must be at most 200 characters, got 201'],
      [42, TypeError, ''],
    ] as const) {
      const e = thrown(() => findWinnableSeed(V, seed as string, { maxMs: 0 }));
      assert.ok(e instanceof kind, `${JSON.stringify(seed)}: ${String(e)}`);
      if (message) assert.ok(e.message.startsWith(message), e.message);
    }
    for (const length of [199, 200]) {
      const r = findWinnableSeed(V, 'x'.repeat(length), { maxSeeds: 3, nodesPerSeed: 2 });
      assert.deepEqual(r.tried, ['x'.repeat(length)]);
    }
    // A shorter one goes on to the next seeds as before.
    assert.deepEqual(findWinnableSeed(V, 'x'.repeat(190), { maxSeeds: 3, nodesPerSeed: 2 }).tried, [
      'x'.repeat(190),
      `${'x'.repeat(190)}-2`,
      `${'x'.repeat(190)}-3`,
    ]);
  });

  it("hint's node budget bounds its samples: at maxNodes 1 (a search of one node searches none) no sample runs", () => {
    const r = hint(V, state, { samples: 100_000, maxNodes: 1, seed: '1' });
    assert.equal(r.samples, 0);
    assert.equal(r.nodes, 0);
    assert.ok(r.move !== null, "the solver's preferred move");
  });

  it('options that are not an object (null, a number, an array): a TypeError naming the value', () => {
    for (const [name, fn] of [
      ['solve', (o: unknown) => solve(V, state, o as object)],
      ['hint', (o: unknown) => hint(V, state, o as object)],
      ['findWinnableSeed', (o: unknown) => findWinnableSeed(V, '1', o as object)],
    ] as const) {
      for (const [options, got] of [
        [null, 'null'],
        [100, '100'],
        [[], 'an array'],
      ] as const) {
        const e = thrown(() => fn(options));
        assert.ok(e instanceof TypeError, `${name}(${String(options)}): ${String(e)}`);
        assert.equal(e.message, `${name}() takes an options object, got ${got}`);
      }
    }
    const r = thrown(() => refusalText(null as unknown as Refusal));
    assert.ok(r instanceof TypeError, String(r));
    assert.equal(r.message, 'refusalText() takes a refusal ({ id, … }), got null');
  });

  it("newGame's options not an object, or autoPlay not true or false: a TypeError naming the value, no game dealt at random", () => {
    const asOptions = (x: unknown): NewGameOptions => x as NewGameOptions;
    for (const [fn, message] of [
      [() => newGame(V, asOptions('42')), 'newGame() takes options { seed, deck, autoPlay }, got "42"'],
      [() => newGame(V, asOptions(42)), 'newGame() takes options { seed, deck, autoPlay }, got 42'],
      [() => newGame(V, asOptions(null)), 'newGame() takes options { seed, deck, autoPlay }, got null'],
      [() => newGame(V, asOptions({ seed: '1', autoPlay: 'false' })), 'newGame: autoPlay must be true or false, got "false"'],
      [() => restartGame(V, GAME, 'x' as unknown as boolean), 'restartGame: autoPlay must be true or false, got "x"'],
    ] as const) {
      const e = thrown(fn);
      assert.ok(e instanceof TypeError, String(e));
      assert.equal(e.message, message);
    }
    assert.equal(newGame(V, { seed: '7', autoPlay: false }).autoPlay, false);
    assert.equal(newGame(V, undefined).seed?.length !== 0, true);
  });

  it("another game's state (another number of piles): a RangeError naming both counts, not a crash", () => {
    const other = getVariant(TABLEAU_GAME);
    const piles = layoutOf(other).ids.length;
    assert.notEqual(piles, state.piles.length, 'the two shapes differ');
    for (const [name, fn] of [
      ['legalMoves', () => legalMoves(other, state)],
      ['solve', () => solve(other, state, { maxNodes: 100 })],
      ['hint', () => hint(other, state, { maxNodes: 100, seed: '1' })],
    ] as const) {
      const e = thrown(fn);
      assert.ok(e instanceof RangeError, String(e));
      assert.equal(e.message, `${name}: the state has ${state.piles.length} piles but ${other.id} has ${piles} (a state of another game?)`);
    }
  });

  it('describeRules of no declaration: the TypeError the other functions give', () => {
    const e = thrown(() => describeRules(asVariant(null)));
    assert.ok(e instanceof TypeError, String(e));
    assert.equal(e.message, 'expected a variant declaration (as getVariant(id) gives), got null');
  });
});

describe('a saved game with a field the format does not take is refused', () => {
  it('automatic play other than 0 or 1, a cursor that is not digits, a field twice: a RangeError each', async () => {
    const { hashSeed } = await import('../../src/engine/deck.js');
    const { restoreGame } = await import('../../src/engine/serialize.js');
    const dealt = newGame(V, { seed: '7' });
    const played = (play(V, dealt, legalMoves(V, currentState(dealt))[0]) as { game: Game }).game;
    const body = serializeGame(V, played).replace(/;h=.*$/, '');
    const sealed = (text: string): string => `${text};h=${hashSeed(text).toString(36)}`;
    assert.equal(restoreGame(sealed(body), getVariant).game.cursor, 1, 'the save as written restores');
    assert.match(body, /;a=1;/);
    assert.match(body, /;c=1(;|$)/);
    for (const bad of [
      body.replace(';a=1;', ';a=2;'),
      body.replace(';a=1;', ';a=;'),
      body.replace(/;c=1(;|$)/, ';c=0x1$1'),
      body.replace(/;c=1(;|$)/, ';c=1e0$1'),
      body.replace(/;c=1(;|$)/, ';c= 1$1'),
      body.replace(';a=1;', ';a=1;a=0;'),
    ]) {
      const e = thrown(() => restoreGame(sealed(bad), getVariant));
      assert.ok(e instanceof RangeError, `${bad}: ${String(e)}`);
    }
  });
});

describe('a move list with its header lines in another order', () => {
  it('is still a move list (restore() takes it as one), and gives the same game', async () => {
    const { formatMoveList, isMoveList, parseMoveList } = await import('../../src/engine/notation.js');
    const dealt = newGame(V, { seed: '7' });
    const game = (play(V, dealt, legalMoves(V, currentState(dealt))[0]) as { game: Game }).game;
    const lines = formatMoveList(game).split('\n');
    assert.equal(lines[0].startsWith('#'), true);
    const [variant, seed, ...rest] = lines.slice(1);
    const reordered = [seed, variant, ...rest].join('\n');
    assert.equal(isMoveList(reordered), true, reordered.slice(0, 40));
    assert.equal(serializeGame(V, parseMoveList(reordered, getVariant).game), serializeGame(V, game));
  });
});

describe('a game passed where it does not belong', () => {
  const played = play(V, GAME, legalMoves(V, currentState(GAME))[0]);
  assert.ok(played.ok);

  it('play, restartGame and serializeGame name themselves when the game is not a game', () => {
    for (const [name, fn] of [
      ['play', () => play(V, {} as Game, { from: 'hand', to: 'waste-1' })],
      ['restartGame', () => restartGame(V, {} as Game)],
      ['serializeGame', () => serializeGame(V, {} as Game)],
    ] as const) {
      const e = thrown(fn);
      assert.ok(e instanceof TypeError, String(e));
      assert.equal(e.message, `${name} takes (game), a game from newGame(), got an object`);
    }
  });

  it("another game's declaration: a RangeError naming both, and the game is untouched", () => {
    const other = getVariant(TABLEAU_GAME);
    const before = JSON.stringify(played.game);
    for (const [name, fn] of [
      ['play', () => play(other, played.game, { from: 'hand', to: 'waste-1' })],
      ['restartGame', () => restartGame(other, played.game)],
      ['serializeGame', () => serializeGame(other, played.game)],
    ] as const) {
      const e = thrown(fn);
      assert.ok(e instanceof RangeError, String(e));
      assert.equal(e.message, `${name}: the game is ${JSON.stringify(V.id)} but the variant declaration is ${JSON.stringify(other.id)}`);
    }
    assert.equal(JSON.stringify(played.game), before);
    assert.equal(restartGame(V, played.game).cursor, 0, 'its own declaration still works');
    assert.match(serializeGame(V, played.game), /^PE1;/);
  });

  it('a deck order missing many cards names a few and counts the rest', () => {
    const e = thrown(() => newGame(V, { deck: ['AS', 'AS'] }));
    assert.ok(e instanceof RangeError, String(e));
    assert.ok(e.message.length < 160, e.message);
    assert.match(e.message, /duplicate AS; missing AC, 2C, .* and \d+ more \(51 in all\)$/);
  });
});

describe('a count larger than the pile is a bad count', () => {
  it('count 1e9 from the hand: bad-count naming the pile and what it holds, not face-down', () => {
    const state = currentState(GAME);
    const layout = layoutOf(V);
    const held = state.piles[layout.hand].length;
    const r = play(V, GAME, { from: 'hand', to: 'waste-1', count: 1e9 });
    assert.deepEqual(!r.ok && r.reason, { id: 'bad-count', count: '1000000000', from: 'hand', cards: held });
    assert.equal(refusalText((!r.ok && r.reason) as Refusal), `hand holds only ${held} card${held === 1 ? '' : 's'}, got count 1000000000`);
    const two = play(V, GAME, { from: 'hand', to: 'waste-1', count: held + 1 });
    assert.equal(!two.ok && two.reason.id, 'bad-count');
    const negative = play(V, GAME, { from: 'hand', to: 'waste-1', count: -1 });
    assert.deepEqual(!negative.ok && negative.reason, { id: 'bad-count', count: '-1' });
  });
});

describe("play's options", () => {
  it('not an object, or autoPlay not true or false: a TypeError naming the value, no move made', () => {
    const move = legalMoves(V, currentState(GAME))[0];
    const before = JSON.stringify(GAME);
    for (const [options, named] of [
      [null, 'null'],
      ['safe', '"safe"'],
      [{ autoPlay: 'off' }, '"off"'],
      [{ autoPlay: 1 }, '1'],
    ] as const) {
      const e = thrown(() => play(V, GAME, move, options as never));
      assert.ok(e instanceof TypeError, `${named}: ${String(e)}`);
      assert.match(e.message, /^play/);
      assert.ok(e.message.includes(named), e.message);
    }
    assert.equal(JSON.stringify(GAME), before);
    assert.ok(play(V, GAME, move, { autoPlay: false }).ok);
  });
});

describe('a move list with a header line it does not take is refused', () => {
  it('auto-play other than safe or off, a header line twice: a RangeError naming it, not a game of other rules', async () => {
    const { formatMoveList, parseMoveList } = await import('../../src/engine/notation.js');
    const played = (play(V, GAME, legalMoves(V, currentState(GAME))[0]) as { game: Game }).game;
    const text = formatMoveList(played);
    assert.equal(serializeGame(V, parseMoveList(text, getVariant).game), serializeGame(V, played), 'the list as written replays');
    const header = (key: string): string => text.split('\n').find((l) => l.startsWith(`${key}:`))!;
    for (const [bad, named] of [
      [text.replace('auto-play: off', 'auto-play: Off'), '"Off"'],
      [text.replace('auto-play: off', 'auto-play: no'), '"no"'],
      [text.replace('auto-play: off', 'auto-play: on'), '"on"'],
      [text.replace(header('seed'), `${header('seed')}\nseed: 2`), '"seed:"'],
      [text.replace(header('variant'), `${header('variant')}\n${header('variant')}`), '"variant:"'],
    ]) {
      const e = thrown(() => parseMoveList(bad, getVariant));
      assert.ok(e instanceof RangeError, `${bad}: ${String(e)}`);
      assert.ok(e.message.includes(named), e.message);
    }
  });
});

describe('a huge bad value gets a short message', () => {
  it('a move list line, a saved turn or cursor, a seed of spaces of 1 MB: a message under 300 characters', async () => {
    const { formatMoveList, parseMoveList } = await import('../../src/engine/notation.js');
    const { hashSeed, parseDeck } = await import('../../src/engine/deck.js');
    const { restoreGame } = await import('../../src/engine/serialize.js');
    const big = 'x'.repeat(1_000_000);
    const list = formatMoveList(GAME);
    const body = serializeGame(V, GAME).replace(/;h=.*$/, '');
    const sealed = (text: string): string => `${text};h=${hashSeed(text).toString(36)}`;
    for (const [what, f] of [
      ['a move list line that is no move', () => parseMoveList(`${list}${big}\n`, getVariant)],
      ['a move list line of 100,000 cards', () => parseMoveList(`${list}${'AS '.repeat(100_000)}hand → waste-1\n`, getVariant)],
      ['a saved turn', () => restoreGame(sealed(body.replace(/;t=.*$/, `;t=${big}`)), getVariant)],
      ['a saved cursor', () => restoreGame(sealed(body.replace(/;c=\d+/, `;c=${big}`)), getVariant)],
      ['a seed of spaces', () => newGame(V, { seed: ' '.repeat(1_000_000) })],
      ['a deck order of one long code', () => parseDeck([big])],
    ] as const) {
      const e = thrown(f);
      assert.ok(e instanceof RangeError, `${what}: ${String(e)}`);
      assert.ok(e.message.length < 300, `${what}: ${e.message.length} characters`);
    }
  });
});
