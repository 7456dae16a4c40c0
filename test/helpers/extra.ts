/**
 * Extra helpers for the browser tests: preset decks built for a purpose, a clean mount, and a way to
 * watch a card's inline `transform` while it is dragged.
 */
import { fixture, html } from '@open-wc/testing';
import type { PatienceGame } from '../../src/index.js';
import { deckByRanks } from './game-driver.js';
import { HAND_GAME, ONE_DECK } from './shapes.js';

export const SUITS = ['C', 'D', 'H', 'S'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
/** Every card of one deck, rank by rank (AC AD AH AS 2C …). */
export const ALL_CARDS = ONE_DECK;
export const DOWN = ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];

/** HAND_GAME (shapes.ts): won by putting each card on the waste pile of its suit (kings first), then the aces. */
export const WINNING_DECK = [...deckByRanks(DOWN), 'AC', 'AD', 'AH', 'AS'];
/** HAND_GAME, in rank order: with automatic play on, the deal itself wins. */
export const SELF_WINNING_DECK = deckByRanks(RANKS);
/** HAND_GAME: lost when the 48 non-aces go on two waste piles, twos at the bottom. */
export const LOSING_DECK = [...deckByRanks(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K']), 'AC', 'AD', 'AH', 'AS'];

/** The user moves that win WINNING_DECK with automatic play on (the aces then cascade). */
export const winningMoves = (): { from: string; to: string }[] =>
  deckByRanks(DOWN).map((code) => ({ from: 'hand', to: `waste-${SUITS.indexOf(code[1]) + 1}` }));

/** The user moves that lose LOSING_DECK (automatic play on or off). */
export const losingMoves = (): { from: string; to: string }[] =>
  Array.from({ length: 48 }, (_, i) => ({ from: 'hand', to: i < 24 ? 'waste-1' : 'waste-2' }));

let keyCounter = 0;
/** A storage key no other test uses. */
export const freshKey = (): string => `pe-extra-${Date.now()}-${keyCounter++}`;

/** Mounts a game (the same attributes as the other tests use); without `variant`, HAND_GAME (shapes.ts), the game the preset decks above are built for. */
export async function mountGame(
  attrs: {
    variant?: string;
    seed?: string;
    deck?: readonly string[];
    autoPlay?: 'safe' | 'off';
    persist?: string;
    width?: number;
  } = {},
): Promise<PatienceGame> {
  const el = await fixture<PatienceGame>(
    html`<patience-game
      style="width: ${attrs.width ?? 600}px"
      variant=${attrs.variant ?? HAND_GAME}
      seed=${attrs.seed ?? '7'}
      .deck=${attrs.deck ? [...attrs.deck] : null}
      auto-play=${attrs.autoPlay ?? 'safe'}
      persist=${attrs.persist ?? ''}
    ></patience-game>`,
  );
  await el.updateComplete;
  return el;
}

/** Records every inline `transform` value set on `elements` (as strings) until `stop()`. */
export function watchTransforms(elements: readonly HTMLElement[]): { seen: string[]; stop(): void } {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    for (const el of elements) if (el.style.transform) seen.push(el.style.transform);
  });
  for (const el of elements) observer.observe(el, { attributes: true, attributeFilter: ['style'] });
  return { seen, stop: () => observer.disconnect() };
}

/** Rounded viewport rectangle of an element, as a string (compare strings, never nodes). */
export const rectOf = (el: Element): string => {
  const r = el.getBoundingClientRect();
  return [r.left, r.top, r.width, r.height].map((n) => Math.round(n * 10) / 10).join(',');
};

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
